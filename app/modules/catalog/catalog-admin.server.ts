// Admin writes and reads for products (the storefront's public reads live in catalog.server.ts).
// Every function parses its input with the form's own schema, so the admin pages and the AI
// assistant get the same rules and messages, and records what it changed in the activity log, in
// the same transaction as the change.
import { and, asc, count, desc, eq, ilike, isNull, ne, sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products, type Product } from "~/db/schema/catalog";
import { containsPattern, pageWindow } from "~/lib/admin-query";
import { getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError, refuseUniqueViolation } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { lockDeleted, lockLive, purgeDeleted, softDelete } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { restoreCutoff } from "~/modules/activity/activity.schema";
import {
  diffFields,
  editConflict,
  entryFor,
  recordActivity,
  resolveEdit,
  type EditOptions,
  type WriteOptions,
} from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { assertGenuineWasPrice } from "~/modules/promotions/price-history.server";

import {
  ProductFields,
  ProductListQuerySchema,
  ProductPatchSchema,
  ProductSchema,
  ProductUpdateSchema,
  toProductInput,
  type ProductInput,
  type ProductListQuery,
  type ProductPatchInput,
} from "./catalog-admin.schema";
import { addonPublished, published } from "./catalog.server";
import { setProductStockTotal } from "./inventory.server";
import { alertAt, isLow, variantWithItem } from "./low-stock.server";
import type { VariantRowInput } from "./variants.schema";
import { parseVariantRows, saveVariantRows } from "./variants.server";

/** A save from the admin form may carry its variants' table (SKU, stock, price, threshold per variant). */
type WithVariants = { variants?: VariantRowInput[] };

const SLUG_TAKEN = () =>
  new DomainError("conflict", "A product with this slug already exists.", {
    slug: "A product with this slug already exists.",
  });

/** Every product (drafts too), newest first, searched by name and paged on the server. */
export async function listProductsForAdmin(db: Db, query: ProductListQuery = {}) {
  const { search, page, status } = parseInput(ProductListQuerySchema, query);
  const where = and(
    isNull(products.deletedAt),
    search ? ilike(products.name, containsPattern(search)) : undefined,
    status ? eq(products.status, status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const window = pageWindow(total, page);
  const rows = await db
    .select({
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
      // a colour sold out while others sell is flagged in the list (docs/decisions/260)
      soldOutVariants: sql<string[]>`(select coalesce(array_agg(iv.name order by iv.position), '{}')
        from ${itemVariants} iv where iv.item_kind = 'product' and iv.item_id = "products"."id"
        and iv.stock = 0 and iv.name <> '')`,
    })
    .from(products)
    .where(where)
    // id last: names may repeat, and every page must ask for the same order (no product on two pages or on none)
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  return { products: rows, total, page: window.page, pageCount: window.pageCount, search, status: status ?? null };
}

export const getProductForAdmin = (db: Db, id: string) => getRecordForAdmin(db, products, id, "Product not found.");

/** Published products by name, for choosing an add-on's product. */
export async function listProductChoices(db: Db, { publishedOnly = true } = {}) {
  return db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(publishedOnly ? published : isNull(products.deletedAt))
    .orderBy(asc(products.name));
}

/** The fields a person edits, compared for the activity log (not timestamps or counters). */
const EDITABLE = Object.keys(ProductFields.shape) as (keyof Product)[];

const label = (row: { name: string }) => `“${row.name}”`;
/** A product's activity entry: what was done to which product, in words, with any notes after it. */
const entryOf = (row: { id: string; name: string }, verb: string, done: string, notes: string[] = []) =>
  entryFor("product", verb, { id: row.id, label: row.name }, `${done} product ${label(row)}`, notes);

export async function createProduct(db: Db, input: ProductInput & WithVariants, actor?: Actor) {
  const data = parseInput(ProductSchema, input);
  const variantRows = parseVariantRows(input.variants);
  return slugGuard(() =>
    write(db, async (tx) => {
      await assertSlugFree(tx, data.slug);
      await assertGenuineWasPrice(tx, "product", null, data.compareAtPrice);
      const [row] = await tx.insert(products).values(data).returning();
      // the insert made its variants (sharing its stock); the table's details go onto them by name
      if (variantRows) await saveVariantRows(tx, "product", row.id, variantRows);
      await recordActivity(tx, actor, entryOf(row, "create", "Created"));
      return row;
    }),
  );
}

/**
 * Saves an edit under the product's row lock: the given fields over the stored ones, checked by the
 * form's schema. With a baseline (what the form or the review card showed), only fields that differ
 * from it are written, and one that changed meanwhile is refused as a conflict with its current value;
 * so a sale between loading the form and saving it is never undone.
 */
export async function updateProduct(
  db: Db,
  input: Partial<ProductInput> & WithVariants & { id: string },
  actor?: Actor,
  { baseline, ...options }: EditOptions = {},
) {
  const { id } = parseInput(IdSchema, { id: input.id });
  const variantRows = parseVariantRows(input.variants);
  return slugGuard(() =>
    write(db, async (tx) => {
      const before = await lockLive(tx, products, id, "Product not found.");
      const { id: _id, ...data } = parseInput(ProductUpdateSchema, { ...toProductInput(before), ...input, id });
      const { values, conflicts } = resolveEdit(before, data, EDITABLE, baseline);
      if (Object.keys(conflicts).length > 0) throw editConflict("product", conflicts);
      await assertSlugFree(tx, data.slug, id);
      if (Object.keys(values).length === 0 && !variantRows) return before;
      if (values.compareAtPrice != null) await assertGenuineWasPrice(tx, "product", id, values.compareAtPrice);
      // a total typed as one figure is the variants' to share; the table sets each (docs/decisions/260)
      const { stockQuantity, ...rest } = values;
      const tableSetsStock = variantRows?.some((r) => r.stock !== undefined) ?? false;
      if (stockQuantity !== undefined && !tableSetsStock) await setProductStockTotal(tx, id, stockQuantity);
      await tx
        .update(products)
        .set({ ...rest, updatedAt: new Date() })
        .where(eq(products.id, id));
      const said = variantRows ? await saveVariantRows(tx, "product", id, variantRows) : [];
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      const changes = diffFields(before, row, EDITABLE);
      if (Object.keys(changes).length === 0 && said.length === 0) return row;
      await recordActivity(tx, actor, { ...entryOf(row, "update", "Updated", said), changes, ...options });
      return row;
    }),
  );
}

/** A partial edit: only the given fields change, checked exactly as the form checks them. */
export async function patchProduct(db: Db, input: ProductPatchInput, actor?: Actor, options: EditOptions = {}) {
  parseInput(ProductPatchSchema, input);
  return updateProduct(db, input, actor, options);
}

/**
 * Deletes a product: it disappears from the storefront and the admin at once, but is kept (soft
 * deleted) for RESTORE_DAYS so the change can be undone with its add-on and review links intact.
 * Orders hold copies of what they sold, so they never change.
 */
export async function deleteProduct(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return write(db, async (tx) => {
    const before = await softDelete(tx, products, id, "Product not found.", restoreCutoff());
    await recordActivity(tx, actor, { ...entryOf(before, "delete", "Deleted"), snapshot: before, ...options });
    return { id, name: before.name };
  });
}

/** Brings a deleted product back as it was; refused when its slug has been taken meanwhile. */
export async function restoreProduct(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return slugGuard(() =>
    write(db, async (tx) => {
      const row = await lockDeleted(
        tx,
        products,
        id,
        "This product is no longer deleted or can no longer be restored.",
      );
      await assertSlugFree(tx, row.slug, id);
      await tx.update(products).set({ deletedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
      await recordActivity(tx, actor, { ...entryOf(row, "restore", "Restored"), ...options });
      return { id, name: row.name, slug: row.slug };
    }),
  );
}

/** Deleted products past their restore window are removed for good. */
export const purgeDeletedProducts = (db: Db, now = new Date()) => purgeDeleted(db, products, restoreCutoff(now));

const slugGuard = <T>(run: () => Promise<T>) => refuseUniqueViolation(run, SLUG_TAKEN);

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), isNull(products.deletedAt), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw SLUG_TAKEN();
}

// ---- Dashboard: the catalogue's figures -------------------------------------------------------------

/**
 * Variants at or below their low-stock alert (their own, else their product's, else the default), least
 * stock first: products' and tracked add-ons' alike, deleted items left out (docs/decisions/260). The SQL
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

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "catalog", run);
