// An item without options is sold as its one default variant (ADR 245): the product and add-on forms show
// and save that variant's SKU, checked by the variants table's own schema, unique like every other SKU.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";
import { BASELINE_FIELD } from "~/lib/edit-baseline";
import * as addonEditor from "~/routes/admin/addon-editor";
import * as productEditor from "~/routes/admin/product-editor";

import { adminTestDb } from "../support/admin-test-db";
import { createAddon, createProduct, setStock, setVariantStock } from "../support/factories";
import { routeArgs, submitAdminForm } from "../support/route-context";

const { db, session } = await adminTestDb();

/** The admin's form posted to `route` (a route module) at `path`. */
const submit = (
  route: Parameters<typeof submitAdminForm>[1],
  path: string,
  fields: Record<string, string>,
  params?: Record<string, string>,
) => submitAdminForm(db, route, path, fields, session.admin, params);

async function defaultVariant(kind: "product" | "addon", itemId: string) {
  const [row] = await db
    .select({ sku: itemVariants.sku, stock: itemVariants.stock })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, kind), eq(itemVariants.itemId, itemId), eq(itemVariants.name, "")));
  return row;
}

const productFields = (slug: string, sku: string, stock = "10") => ({
  name: `Card ${slug}`,
  slug,
  price: "14.99",
  stockQuantity: stock,
  status: "published",
  variantSku: sku,
});

describe("a product without options", () => {
  it("is created with its SKU, shows it on its edit page, and an SKU edit keeps stock an order took", async () => {
    const created = await submit(productEditor, "products/new", productFields("microsd", "SD-128"));
    expect(created.status).toBe(303);
    const [product] = await db.select().from(products).where(eq(products.slug, "microsd"));
    expect(await defaultVariant("product", product.id)).toEqual({ sku: "SD-128", stock: 10 });

    const page = (await productEditor.loader(
      routeArgs(db, new Request("http://localhost/", { headers: { cookie: session.admin.cookie } }), {
        id: product.id,
      }),
    )) as { variants: { name: string; sku: string | null }[] };
    expect(page.variants).toEqual([expect.objectContaining({ name: "", sku: "SD-128" })]);

    // an order takes one while the form is open; the operator changes only the SKU
    await setStock(db, product.id, 9);
    const edit = { ...productFields("microsd", "SD-128-B"), [BASELINE_FIELD]: JSON.stringify({ stockQuantity: 10 }) };
    const edited = await submit(productEditor, `products/edit/${product.id}`, edit, { id: product.id });
    expect(edited.status).toBe(303);
    expect(await defaultVariant("product", product.id)).toEqual({ sku: "SD-128-B", stock: 9 });
  });

  it("refuses a SKU another item's variant has with a 409 naming it, and an overlong one with a 400", async () => {
    const other = await createProduct(db, { variantOptions: ["Black"] });
    await db
      .update(itemVariants)
      .set({ sku: "X55-BLK" })
      .where(and(eq(itemVariants.itemId, other.id), eq(itemVariants.name, "Black")));
    const product = await createProduct(db, { variantOptions: [], slug: "battery" });
    const editBattery = (sku: string) =>
      // the form shows its stock as stored (50): this save is about the SKU
      submit(productEditor, `products/edit/${product.id}`, productFields("battery", sku, "50"), { id: product.id });
    const taken = await editBattery("X55-BLK");
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: "The SKU X55-BLK is already used by another item." });
    const long = await editBattery("S".repeat(65));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: "SKU must be at most 64 characters" });
    expect(await defaultVariant("product", product.id)).toEqual({ sku: null, stock: 50 });
  });
});

describe("an add-on without options", () => {
  const addonFields = (slug: string, sku: string) => ({
    name: `Dock ${slug}`,
    slug,
    price: "19.99",
    type: "accessory",
    status: "published",
    variantSku: sku,
    variantStock: "6",
    variantPrice: "",
    variantThreshold: "",
  });

  it("saves its SKU from the form, and refuses one a product's variant has", async () => {
    const created = await submit(addonEditor, "addons/new", addonFields("dock", "DOCK-1"));
    expect(created.status).toBe(303);
    const [addon] = await db.select().from(addons).where(eq(addons.slug, "dock"));
    expect(await defaultVariant("addon", addon.id)).toEqual({ sku: "DOCK-1", stock: 6 });

    const product = await createProduct(db, { variantOptions: [] });
    await setVariantStock(db, product, { "": 5 });
    await db.update(itemVariants).set({ sku: "R36S-1" }).where(eq(itemVariants.itemId, product.id));
    const other = await createAddon(db, { slug: "cable" });
    // as its edit page posts it: with the stock it showed (not tracked) and the version it read
    const shown = { variantStockWas: "", variantStockVersion: "0" };
    const taken = await submit(
      addonEditor,
      `addons/edit/${other.id}`,
      { ...addonFields("cable", "R36S-1"), ...shown },
      {
        id: other.id,
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: "The SKU R36S-1 is already used by another item." });
  });
});
