import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { Tx } from "~/db/client.server";
import { products } from "~/db/schema/catalog";

import { createProduct } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/refusal";
import { resetDb, testDb } from "../../../tests/support/test-db";
import { checkStock, returnStock, StockRanOut, takeStock, type StockLine } from "./inventory.server";

const { db } = await testDb();
beforeEach(() => resetDb(db));

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
  const stock = (left: number | null) => new Map([["p1", { name: "Pocket Arcade", stockQuantity: left }]]);

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
    const plenty = await createProduct(db, { stockQuantity: 50, stockAlertThreshold: 5 });
    const few = await createProduct(db, { stockQuantity: 6, stockAlertThreshold: 5 });
    const unseen = await inTransaction((tx) => takeStock(tx, [line(plenty.id, 2), line(plenty.id, 1)]));
    expect(unseen).toBe(false);
    expect(await stockOf(plenty.id)).toBe(47);
    const seen = await inTransaction((tx) => takeStock(tx, [line(few.id, 1), line(plenty.id, 1, "addon")]));
    expect(seen).toBe(true); // 6 -> 5: "Only 5 left" appears
    expect([await stockOf(few.id), await stockOf(plenty.id)]).toEqual([5, 47]);
  });

  it("never goes below zero: a shortage throws StockRanOut and the transaction takes nothing", async () => {
    const a = await createProduct(db, { stockQuantity: 5 });
    const b = await createProduct(db, { stockQuantity: 1 });
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
    const product = await createProduct(db, { stockQuantity: 3 });
    await inTransaction((tx) =>
      returnStock(tx, [line(product.id, 2), line(product.id, 1), line(product.id, 4, "addon"), line(randomUUID(), 1)]),
    );
    expect(await stockOf(product.id)).toBe(6);
  });

  it("lets two transactions touching the same products in opposite orders both finish", async () => {
    const a = await createProduct(db, { stockQuantity: 10 });
    const b = await createProduct(db, { stockQuantity: 10 });
    await Promise.all([
      inTransaction((tx) => takeStock(tx, [line(a.id, 1), line(b.id, 1)])),
      inTransaction((tx) => returnStock(tx, [line(b.id, 2), line(a.id, 2)])),
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([11, 11]);
  });
});
