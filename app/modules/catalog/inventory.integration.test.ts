import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Tx } from "~/db/client.server";
import { products } from "~/db/schema/catalog";

import { createAddon, createProduct, setStock, setVariantStock, variantStocks } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/refusal";
import { freshTestDb } from "../../../tests/support/test-db";
import { checkStock, returnStock, StockRanOut, takeStock, type StockLine } from "./inventory.server";

const { db } = await freshTestDb();

const stockOf = async (id: string) =>
  (await db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].n;
const line = (productId: string, quantity: number, type: StockLine["type"] = "product"): StockLine => ({
  productId,
  type,
  quantity,
  name: "Pocket Arcade",
});
const inTransaction = <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work);

describe("checking stock", () => {
  const stock = (left: number | null) =>
    new Map([["p1", { name: "Pocket Arcade", variantStock: new Map(left === null ? [] : [["", left]]) }]]);

  it("passes when every product has enough, summing its lines and ignoring add-ons", () => {
    expect(() => checkStock([line("p1", 2), line("p1", 1), line("a1", 9, "addon")], stock(3))).not.toThrow();
  });

  it("refuses a shortage with how many are left, or out of stock", async () => {
    expect(await refusal(async () => checkStock([line("p1", 2), line("p1", 2)], stock(3)))).toMatchObject({
      code: "out_of_stock",
      message: "Sorry, only 3 of Pocket Arcade are left in stock. Please reduce the quantity.",
    });
    expect(await refusal(async () => checkStock([line("p1", 1)], stock(null)))).toMatchObject({
      code: "out_of_stock",
      message: "Sorry, Pocket Arcade is out of stock.",
    });
  });
});

describe("taking stock", () => {
  it("takes each product's lines, leaves add-ons alone and says when the storefront's figure changes", async () => {
    const plenty = await createProduct(db, { stockQuantity: 50, stockAlertThreshold: 5, variantOptions: [] });
    const few = await createProduct(db, { stockQuantity: 6, stockAlertThreshold: 5, variantOptions: [] });
    const unseen = await inTransaction((tx) => takeStock(tx, [line(plenty.id, 2), line(plenty.id, 1)]));
    expect(unseen).toBe(false);
    expect(await stockOf(plenty.id)).toBe(47);
    const seen = await inTransaction((tx) => takeStock(tx, [line(few.id, 1), line(plenty.id, 1, "addon")]));
    expect(seen).toBe(true); // 6 -> 5: "Only 5 left" appears
    expect([await stockOf(few.id), await stockOf(plenty.id)]).toEqual([5, 47]);
  });

  it("never goes below zero: a shortage throws StockRanOut and the transaction takes nothing", async () => {
    const a = await createProduct(db, { stockQuantity: 5, variantOptions: [] });
    const b = await createProduct(db, { stockQuantity: 1, variantOptions: [] });
    const thrown = await inTransaction((tx) => takeStock(tx, [line(a.id, 2), line(b.id, 2)])).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(StockRanOut);
    expect((thrown as StockRanOut).domainError).toMatchObject({
      code: "out_of_stock",
      message: "Sorry, only 1 of Pocket Arcade is left in stock. Please reduce the quantity.",
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([5, 1]);
  });
});

describe("returning stock", () => {
  it("puts product lines back, skips add-ons and a deleted product", async () => {
    const product = await createProduct(db, { stockQuantity: 3, variantOptions: [] });
    await inTransaction((tx) =>
      returnStock(tx, [line(product.id, 2), line(product.id, 1), line(product.id, 4, "addon"), line(randomUUID(), 1)]),
    );
    expect(await stockOf(product.id)).toBe(6);
  });

  it("lets two transactions touching the same products in opposite orders both finish", async () => {
    const a = await createProduct(db, { stockQuantity: 10, variantOptions: [] });
    const b = await createProduct(db, { stockQuantity: 10, variantOptions: [] });
    await Promise.all([
      inTransaction((tx) => takeStock(tx, [line(a.id, 1), line(b.id, 1)])),
      inTransaction((tx) => returnStock(tx, [line(b.id, 2), line(a.id, 2)])),
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([11, 11]);
  });
});

describe("stock per variant", () => {
  const colour = (productId: string, variant: string, quantity: number, type: StockLine["type"] = "product") => ({
    productId,
    type,
    variant,
    quantity,
    name: "X55",
  });

  it("a new product's stock is shared among its colours, never created: evenly, remainder to the first", async () => {
    const product = await createProduct(db, { stockQuantity: 10, variantOptions: ["Black", "Blue", "Red"] });
    expect(await variantStocks(db, product.id)).toEqual({ Black: 4, Blue: 3, Red: 3 });
    const plain = await createProduct(db, { stockQuantity: 7, variantOptions: [] });
    expect(await variantStocks(db, plain.id)).toEqual({ "": 7 });
    // a total typed as one figure: a decrease comes off the fullest colours first, an increase is shared
    await setStock(db, product.id, 5);
    expect(await variantStocks(db, product.id)).toEqual({ Black: 1, Blue: 2, Red: 2 });
    await setStock(db, product.id, 12);
    expect(await variantStocks(db, product.id)).toEqual({ Black: 4, Blue: 4, Red: 4 });
    expect(await stockOf(product.id)).toBe(12);
  });

  it("a colour added later starts at 0, a removed one takes its stock with it, and the total follows", async () => {
    const product = await createProduct(db, { stockQuantity: 10, variantOptions: ["Black", "Blue"] });
    await db
      .update(products)
      .set({ variantOptions: ["Blue", "Gold"] })
      .where(eq(products.id, product.id));
    expect(await variantStocks(db, product.id)).toEqual({ Blue: 5, Gold: 0 });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("takes and returns each colour's own stock; one sold-out colour leaves the others buyable", async () => {
    const product = await createProduct(db, { variantOptions: ["Black", "Blue"] });
    await setVariantStock(db, product, { Black: 1, Blue: 5 });
    await inTransaction((tx) => takeStock(tx, [colour(product.id, "Black", 1), colour(product.id, "Blue", 2)]));
    expect(await variantStocks(db, product.id)).toEqual({ Black: 0, Blue: 3 });
    expect(await stockOf(product.id)).toBe(3);
    const thrown = await inTransaction((tx) => takeStock(tx, [colour(product.id, "Black", 1)])).catch((e) => e);
    expect((thrown as StockRanOut).domainError.message).toBe("Sorry, X55 (Black) is out of stock.");
    await inTransaction((tx) => takeStock(tx, [colour(product.id, "Blue", 3)]));
    expect(await variantStocks(db, product.id)).toEqual({ Black: 0, Blue: 0 });
    const back = await inTransaction((tx) => returnStock(tx, [colour(product.id, "Black", 2)]));
    expect([...back]).toEqual([`product:${product.id}:Black`]);
    expect(await variantStocks(db, product.id)).toEqual({ Black: 2, Blue: 0 });
    expect(await stockOf(product.id)).toBe(2);
  });

  it("a unit returned to a colour removed since goes to the first colour, not lost", async () => {
    const product = await createProduct(db, { stockQuantity: 4, variantOptions: ["Black", "Blue"] });
    await db
      .update(products)
      .set({ variantOptions: ["Blue"] })
      .where(eq(products.id, product.id));
    await inTransaction((tx) => returnStock(tx, [colour(product.id, "Black", 1)]));
    expect(await variantStocks(db, product.id)).toEqual({ Blue: 3 });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("an add-on's untracked variant sells without limit; a tracked one never goes below zero", async () => {
    const addon = await createAddon(db, { variantOptions: ["Black", "Blue"] });
    expect(await variantStocks(db, addon.id)).toEqual({ Black: null, Blue: null });
    await setVariantStock(db, { id: addon.id, kind: "addon" }, { Blue: 1 });
    await inTransaction((tx) =>
      takeStock(tx, [colour(addon.id, "Black", 9, "addon"), colour(addon.id, "Blue", 1, "addon")]),
    );
    expect(await variantStocks(db, addon.id)).toEqual({ Black: null, Blue: 0 });
    const thrown = await inTransaction((tx) => takeStock(tx, [colour(addon.id, "Blue", 1, "addon")])).catch((e) => e);
    expect(thrown).toBeInstanceOf(StockRanOut);
    const back = await inTransaction((tx) =>
      returnStock(tx, [colour(addon.id, "Black", 1, "addon"), colour(addon.id, "Blue", 1, "addon")]),
    );
    expect([...back]).toEqual([`addon:${addon.id}:Blue`]);
    expect(await variantStocks(db, addon.id)).toEqual({ Black: null, Blue: 1 });
  });

  it("two buyers of the last unit of one colour: exactly one gets it, while another colour stays buyable", async () => {
    const product = await createProduct(db, { variantOptions: ["Black", "Blue"] });
    await setVariantStock(db, product, { Black: 1, Blue: 3 });
    const results = await Promise.allSettled([
      inTransaction((tx) => takeStock(tx, [colour(product.id, "Black", 1)])),
      inTransaction((tx) => takeStock(tx, [colour(product.id, "Black", 1)])),
      inTransaction((tx) => takeStock(tx, [colour(product.id, "Blue", 1)])),
      inTransaction((tx) => takeStock(tx, [colour(product.id, "Blue", 1), colour(product.id, "Black", 1)])),
    ]);
    const blackWinners = [results[0], results[1], results[3]].filter((r) => r.status === "fulfilled");
    expect(blackWinners).toHaveLength(1);
    expect(results[2].status).toBe("fulfilled");
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(StockRanOut);
    const left = await variantStocks(db, product.id);
    expect(left.Black).toBe(0);
    expect(left.Blue).toBe(results[3].status === "fulfilled" ? 1 : 2);
    expect(await stockOf(product.id)).toBe((left.Black ?? 0) + (left.Blue ?? 0));
  });
});
