// Stock is written only from what an editor read (docs/decisions/245): a form posts the stock it showed and
// the version it read per variant (and the product's, beside a single figure); a sale in between is kept
// when the operator saves another field, a changed figure over a moved count is refused with the count
// now, and a figure posted without a version is refused, never trusted.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products, type ItemVariant, type Product } from "~/db/schema/catalog";
import { BASELINE_FIELD, editBaseline } from "~/lib/edit-baseline";
import { ProductFields } from "~/modules/catalog/catalog-admin.schema";
import { STOCK_WITHOUT_BASELINE } from "~/modules/catalog/stock-edits.server";
import { setVariantStock as setOneVariantStock } from "~/modules/catalog/variant-stock.server";
import { listVariants } from "~/modules/catalog/variants.server";
import * as productEditor from "~/routes/admin/product-editor";

import { adminTestDb } from "../support/admin-test-db";
import { placeOrder } from "../support/checkout";
import { createProduct, setVariantStock, variantStocks } from "../support/factories";
import { productFormFields } from "../support/product-form";
import { submitAdminForm } from "../support/route-context";

const { db, session } = await adminTestDb();

type Fields = Record<string, string | string[]>;

/** The edit page's form for `p` as loaded: its fields, its baseline and its variants' table. */
async function openForm(p: Product): Promise<Fields> {
  const variants: ItemVariant[] = await listVariants(db, "product", p.id);
  const rows = p.variantOptions.map((o) => variants.find((v) => v.name === o)!);
  return {
    ...productFormFields(p),
    ...(rows.length
      ? {
          variantSku: rows.map((v) => v.sku ?? ""),
          variantStock: rows.map((v) => String(v.stock)),
          variantPrice: rows.map(() => ""),
          variantThreshold: rows.map(() => ""),
          variantStockWas: rows.map((v) => String(v.stock)),
          variantStockVersion: rows.map((v) => String(v.stockVersion)),
        }
      : { stockQuantity: String(p.stockQuantity), variantSku: "" }),
    stockVersion: String(variants.reduce((sum, v) => sum + v.stockVersion, 0)),
    [BASELINE_FIELD]: editBaseline(p, Object.keys(ProductFields.shape)),
  };
}

const save = (id: string, fields: Fields) =>
  submitAdminForm(db, productEditor, `products/edit/${id}`, fields, session.admin, { id });
const stockOf = async (id: string) =>
  (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].s;

async function tealAndBlack() {
  const product = await createProduct(db, {
    name: "R36 Ultra",
    tagline: "Old tagline",
    variantOptions: ["Ocean Teal", "Carbon Black"],
  });
  await setVariantStock(db, product, { "Ocean Teal": 15, "Carbon Black": 6 });
  return (await db.select().from(products).where(eq(products.id, product.id)))[0];
}

describe("a product kept per variant, its edit form open while a sale happens", () => {
  it("saving an unrelated field (the tagline) keeps the sale: the variant's stock does not come back", async () => {
    const product = await tealAndBlack();
    const opened = await openForm(product); // shows Ocean Teal 15
    await placeOrder(db, product, 1); // a shopper buys one Ocean Teal: 14
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 14, "Carbon Black": 6 });

    const saved = await save(product.id, { ...opened, tagline: "New tagline" });
    expect(saved.status).toBe(303);
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 14, "Carbon Black": 6 });
    expect(await stockOf(product.id)).toBe(20);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row.tagline).toBe("New tagline");
  });

  it("a figure the operator changed over a count that moved is refused, naming the count now", async () => {
    const product = await tealAndBlack();
    const opened = await openForm(product);
    await placeOrder(db, product, 1);

    // the total's own baseline is left out, so the variant's version is what refuses it
    const refused = await save(product.id, { ...opened, variantStock: ["20", "6"], [BASELINE_FIELD]: "" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      error:
        "The stock of R36 Ultra (Ocean Teal) changed since you opened it (an order or another save): it is 14 now. " +
        "Reload the page, check it and save again.",
    });
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 14, "Carbon Black": 6 });

    // reloaded, the form reads the new count and version: the operator's restock is saved
    const reloaded = await openForm((await db.select().from(products).where(eq(products.id, product.id)))[0]);
    expect((await save(product.id, { ...reloaded, variantStock: ["20", "6"] })).status).toBe(303);
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 20, "Carbon Black": 6 });
  });

  it("a save posted without the versions it read is refused, not trusted: no stale figure is written", async () => {
    const product = await tealAndBlack();
    const { variantStockWas: _was, variantStockVersion: _version, ...opened } = await openForm(product);
    await placeOrder(db, product, 1);

    const refused = await save(product.id, { ...opened, tagline: "New tagline" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, error: STOCK_WITHOUT_BASELINE });
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 14, "Carbon Black": 6 });
  });
});

describe("a product without options, its single stock figure", () => {
  it("is written from the form's stock version; one posted without any baseline is refused", async () => {
    const product = await createProduct(db, { name: "R36S", variantOptions: [], stockQuantity: 7 });
    const opened = await openForm(product);
    await placeOrder(db, product, 2); // 5 left

    // a stale version: refused with the count now
    const stale = await save(product.id, { ...opened, stockQuantity: "12", [BASELINE_FIELD]: "" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: expect.stringContaining("it is 5 now") });
    // no version and no baseline: refused
    const { stockVersion: _v, ...bare } = opened;
    const unversioned = await save(product.id, { ...bare, stockQuantity: "12", [BASELINE_FIELD]: "" });
    expect(unversioned).toMatchObject({ status: 400, body: { error: STOCK_WITHOUT_BASELINE } });
    expect(await stockOf(product.id)).toBe(5);

    const current = await openForm((await db.select().from(products).where(eq(products.id, product.id)))[0]);
    expect((await save(product.id, { ...current, stockQuantity: "12" })).status).toBe(303);
    expect(await stockOf(product.id)).toBe(12);
  });
});

describe("the assistant's per-variant restock", () => {
  it("is refused without the count its card was made from", async () => {
    const product = await tealAndBlack();
    await expect(
      setOneVariantStock(db, { kind: "product", id: product.id, variant: "Ocean Teal", stock: 40 }, undefined),
    ).rejects.toThrow(STOCK_WITHOUT_BASELINE);
    expect(await variantStocks(db, product.id)).toEqual({ "Ocean Teal": 15, "Carbon Black": 6 });
  });
});
