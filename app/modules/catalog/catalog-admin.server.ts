// Admin writes and reads for products (the storefront's public reads live in catalog.server.ts).
// Every function parses its input with the form's own schema, so the admin pages and the AI
// assistant get the same rules and messages, and records what it changed in the activity log, in
// the same transaction as the change.
import { asc, eq, isNull, sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products, type Product } from "~/db/schema/catalog";
import { assertChosen, getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";

import {
  ProductFields,
  ProductListQuerySchema,
  ProductPatchSchema,
  ProductSchema,
  ProductUpdateSchema,
  toProductInput,
  type ProductListQuery,
} from "./catalog-admin.schema";
import { catalogItemWrites, type StockRead } from "./catalog-item-save.server";
import { addonPublished, published } from "./catalog.server";
import { liveItemsWhere, newestItemsPage } from "./live-items.server";
import { alertAt, isLow, variantWithItem } from "./low-stock.server";
import { CHOOSE_PRODUCT } from "./product-choice";
import { itemStockVersion, setProductStockTotal, STOCK_WITHOUT_BASELINE, stockChanged } from "./stock-edits.server";

/** Every product (drafts too), newest first, searched by name and paged on the server. */
export async function listProductsForAdmin(db: Db, query: ProductListQuery = {}) {
  const { search, page, status } = parseInput(ProductListQuerySchema, query);
  const where = liveItemsWhere(products, { status, nameContains: search });
  const { rows, ...counted } = await newestItemsPage(
    db,
    products,
    {
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      imageAltText: products.imageAltText,
      seoTitle: products.seoTitle,
      price: products.price,
      stockQuantity: products.stockQuantity,
      stockAlertThreshold: products.stockAlertThreshold,
      status: products.status,
      // a colour sold out while others sell is flagged in the list (docs/decisions/245)
      soldOutVariants: sql<string[]>`(select coalesce(array_agg(iv.name order by iv.position), '{}')
        from ${itemVariants} iv where iv.item_kind = 'product' and iv.item_id = "products"."id"
        and iv.stock = 0 and iv.name <> '')`,
    },
    where,
    page,
  );
  return { products: rows, ...counted, search, status: status ?? null };
}

export const getProductForAdmin = (db: Db, id: string) => getRecordForAdmin(db, products, id, "Product not found.");

/**
 * Refuses the product an add-on, a review or a video is given when it is not there (or deleted, unless
 * `includeDeleted`), as an error on the form's `field`; no product chosen is fine.
 */
export const assertProductChosen = (
  db: Db,
  productId: string | null | undefined,
  { field = "productId", includeDeleted = false } = {},
) =>
  productId
    ? assertChosen(db, products, productId, { field, message: CHOOSE_PRODUCT, includeDeleted })
    : Promise.resolve();

/** Published products by name, for choosing an add-on's product. */
export async function listProductChoices(db: Db, { publishedOnly = true } = {}) {
  return db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(publishedOnly ? published : isNull(products.deletedAt))
    .orderBy(asc(products.name));
}

const product = catalogItemWrites({
  kind: "product",
  noun: "product",
  table: products,
  editable: Object.keys(ProductFields.shape) as (keyof Product)[],
  patchSchema: ProductPatchSchema,
  schema: ProductSchema,
  updateSchema: ProductUpdateSchema,
  toInput: toProductInput,
  async writeEdit(tx, before, { stockQuantity, ...rest }, variantRows, read) {
    // a total typed as one figure is the variants' to share; the table sets each (docs/decisions/245)
    const tableSetsStock = variantRows?.some((r) => r.stock !== undefined) ?? false;
    if (stockQuantity !== undefined && !tableSetsStock) {
      await assertStockRead(tx, before, read);
      await setProductStockTotal(tx, before.id, stockQuantity);
    }
    return rest;
  },
});

/**
 * A new total is written only from what the editor read: the form's stock version, still the product's,
 * or a baseline count (already held against the stored one by the edit). Anything else is refused.
 */
async function assertStockRead(tx: Db, before: { id: string; name: string }, read: StockRead) {
  if (read.stockVersion !== undefined) {
    if (read.stockVersion === (await itemStockVersion(tx, "product", before.id))) return;
    const [now] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, before.id));
    throw stockChanged(before.name, now.stock);
  }
  if (!read.baseline || !("stockQuantity" in read.baseline))
    throw new DomainError("invalid_input", STOCK_WITHOUT_BASELINE);
}

export const createProduct = product.create;
/** Saves an edit under the product's row lock, from a baseline when given (see catalogItemWrites). */
export const updateProduct = product.update;

/** A partial edit: only the given fields change (see catalogItemWrites). */
export const patchProduct = product.patch;

/** Deletes a product, kept restorable for RESTORE_DAYS with its add-on and review links intact. */
export const deleteProduct = product.remove;
/** Brings a deleted product back as it was; refused when its slug has been taken meanwhile. */
export const restoreProduct = product.restore;

// ---- Dashboard: the catalogue's figures -------------------------------------------------------------

/**
 * Variants at or below their low-stock alert (their own, else their product's, else the default), least
 * stock first: products' and tracked add-ons' alike, deleted items left out (docs/decisions/245). The SQL
 * twin of stockLevel(...) !== "ok" (stock.ts).
 */
export async function getLowStockProducts(db: Db, limit = 10) {
  return queryRows<{
    kind: "product" | "addon";
    id: string;
    name: string;
    variant: string;
    stockQuantity: number;
    stockAlertThreshold: number;
    status: string;
  }>(
    db,
    sql`select v.item_kind as kind, v.item_id as id, coalesce(p.name, a.name) as name, v.name as variant,
        v.stock as "stockQuantity", ${alertAt} as "stockAlertThreshold", coalesce(p.status, a.status)::text as status
      from ${variantWithItem}
      where ${isLow}
      order by v.stock, 3, v.position, v.name
      limit ${limit}`,
  );
}

/** How many products and add-ons the public sees, as scalar subqueries for the dashboard's one count statement. */
export const publishedProductCount = sql<string>`(select count(*) from ${products} where ${published})`;
export const publishedAddonCount = sql<string>`(select count(*) from ${addons} where ${addonPublished})`;
/** ...and how many the admin lists hold (drafts included, deleted ones not). */
export const productCount = sql<string>`(select count(*) from ${products} where ${products.deletedAt} is null)`;
export const addonCount = sql<string>`(select count(*) from ${addons} where ${addons.deletedAt} is null)`;
