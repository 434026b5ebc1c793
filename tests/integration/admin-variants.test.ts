// The admin forms' variants table (ADR 245): each colour's SKU, stock, price and alert saved by name, the
// product's total following, what changed said in Activity, Undo still working, and the lists' flags.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { itemVariants, products } from "~/db/schema/catalog";
import { listAddonsForAdmin, updateAddon } from "~/modules/addons/addons-admin.server";
import { undoActivity } from "~/modules/assistant/undo.server";
import { productFormInput } from "~/modules/catalog/catalog-admin.schema";
import { listProductsForAdmin, updateProduct } from "~/modules/catalog/catalog-admin.server";

import { createAddon, createAdminSession, createProduct, variantStocks } from "../support/factories";
import { refusal } from "../support/refusal";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
let me: { id: string; email: string };
beforeEach(async () => {
  await resetDb(db);
  const admin = await createAdminSession(db);
  me = { id: admin.user.id, email: admin.user.email };
});

const row = (name: string, stock: string, extra: Record<string, string> = {}) => ({
  name,
  sku: "",
  stock,
  price: "",
  lowStockThreshold: "",
  ...extra,
});

/** A row as the edit form posts it: with the stock it showed and the version it read (docs/decisions/245). */
async function shownRow(itemId: string, name: string, stock: string, extra: Record<string, string> = {}) {
  const [read] = await db
    .select()
    .from(itemVariants)
    .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.name, name)));
  return row(name, stock, {
    stockWas: read.stock === null ? "" : String(read.stock),
    stockVersion: String(read.stockVersion),
    ...extra,
  });
}

describe("the product form's variants table", () => {
  it("reads the posted lists as one row per option, the product's stock being their total", () => {
    const input = productFormInput({
      variantOptions: ["Red", "Blue"],
      variantSku: ["PA-RED", ""],
      variantStock: ["3", "9"],
      variantPrice: ["", "64.99"],
      variantThreshold: ["", "2"],
    });
    expect(input.stockQuantity).toBe(12);
    expect(input.variants).toEqual([
      { name: "Red", sku: "PA-RED", stock: "3", price: "", lowStockThreshold: "" },
      { name: "Blue", sku: "", stock: "9", price: "64.99", lowStockThreshold: "2" },
    ]);
  });

  it("saves each colour's SKU, stock, price and alert, says so in Activity, and Undo puts the total back", async () => {
    const product = await createProduct(db, { name: "X55", stockQuantity: 10, variantOptions: ["Red", "Blue"] });
    await updateProduct(
      db,
      {
        id: product.id,
        stockQuantity: 12,
        variants: [
          await shownRow(product.id, "Red", "0", { sku: "X55-RED" }),
          await shownRow(product.id, "Blue", "12", { price: "64.99", lowStockThreshold: "3" }),
        ],
      },
      me,
    );
    expect(await variantStocks(db, product.id)).toEqual({ Red: 0, Blue: 12 });
    const [blue] = await db
      .select()
      .from(itemVariants)
      .where(and(eq(itemVariants.itemId, product.id), eq(itemVariants.name, "Blue")));
    expect(blue).toMatchObject({ price: 6499, lowStockThreshold: 3, sku: null });
    const [stored] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stored.stockQuantity).toBe(12);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.targetId, product.id));
    expect(entry.summary).toContain("Red stock 5 → 0");
    expect(entry.summary).toContain("Blue price £64.99");

    const listed = await listProductsForAdmin(db, { search: "X55" });
    expect(listed.products[0]).toMatchObject({ stockQuantity: 12, soldOutVariants: ["Red"] });

    await undoActivity(db, entry.id, me);
    const [undone] = await db.select().from(products).where(eq(products.id, product.id));
    expect(undone.stockQuantity).toBe(10);
  });

  it("refuses a SKU another item already uses", async () => {
    const first = await createProduct(db, { variantOptions: ["Red"] });
    await updateProduct(db, { id: first.id, variants: [await shownRow(first.id, "Red", "5", { sku: "SKU-1" })] }, me);
    const second = await createProduct(db, { variantOptions: ["Blue"] });
    const blue = await shownRow(second.id, "Blue", "5", { sku: "SKU-1" });
    expect(await refusal(() => updateProduct(db, { id: second.id, variants: [blue] }, me))).toMatchObject({
      code: "conflict",
      message: "The SKU SKU-1 is already used by another item.",
    });
  });
});

describe("the add-on form's stock", () => {
  it("counts a variant given a number, leaves an empty one untracked, and the list flags a sold-out one", async () => {
    const addon = await createAddon(db, { name: "Carry Case", variantOptions: ["Black", "Orange"] });
    const rows = async (black: string) =>
      Promise.all([shownRow(addon.id, "Black", black), shownRow(addon.id, "Orange", "")]);
    await updateAddon(db, { id: addon.id, variants: await rows("4") }, me);
    expect(await variantStocks(db, addon.id)).toEqual({ Black: 4, Orange: null });
    let [listed] = (await listAddonsForAdmin(db, { search: "Carry" })).addons;
    expect(listed.stock).toEqual({ total: 4, soldOut: [] });
    await updateAddon(db, { id: addon.id, variants: await rows("0") }, me);
    [listed] = (await listAddonsForAdmin(db, { search: "Carry" })).addons;
    expect(listed.stock).toEqual({ total: 0, soldOut: ["Black"] });
  });
});
