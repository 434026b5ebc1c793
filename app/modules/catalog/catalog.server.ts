import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";

import { stockShown, type ShownVariant } from "./stock";
import { modelOf, optionForConsole } from "./variant-choice";

// ---- Public catalogue reads (storefront). Only published rows, and only the columns a page
// shows, so the hydration payload stays small. ----

/** The catalogue's "published" condition, shared by every storefront read of products. */
// deleted rows (soft deleted, restorable for a while) are never public
export const published = and(eq(products.status, "published"), isNull(products.deletedAt));
export const addonPublished = and(eq(addons.status, "published"), isNull(addons.deletedAt));

// Their JavaScript form, for an item already read, is `isForSale` (for-sale.ts).

/** A variant as the basket and the checkout sell it: its stock (null: not tracked) and own price, if any. */
export type SoldVariant = {
  name: string;
  stock: number | null;
  price: number | null;
  image: string;
  threshold: number | null;
};

/** What checkout needs to sell a product or add-on, with its variants (docs/decisions/245). */
export type CatalogItem = {
  id: string;
  type: "product" | "addon";
  name: string;
  image: string;
  /** a product's picture per option (add-ons have none): read through `lineImage` */
  variantImages: Record<string, string> | null;
  price: number;
  status: string;
  variantOptions: string[];
  variants: SoldVariant[];
};

/**
 * An item's variants as a JSON column of the item's own row: no statement of their own. The item's id
 * is named in full, as drizzle leaves a lone table's columns unqualified, where `id` would mean the variant's.
 */
export const variantsOf = (kind: "product" | "addon") =>
  sql<SoldVariant[]>`(
    select coalesce(json_agg(json_build_object('name', iv.name, 'stock', iv.stock, 'price', iv.price,
        'image', iv.image, 'threshold', iv.low_stock_threshold) order by iv.position, iv.name), '[]'::json)
    from ${itemVariants} iv
    where iv.item_kind = ${sql.raw(`'${kind}'`)} and iv.item_id = ${sql.raw(`"${kind}s"."id"`)})`;

/** The page's view of an item's variants; a threshold not set on the variant is the item's. */
export function shownVariants(
  variants: SoldVariant[],
  item: { price: number; threshold?: number | null },
): ShownVariant[] {
  return variants.map((v) => ({
    name: v.name,
    price: v.price ?? item.price,
    // an untracked variant (null) is sold without limit: shown as plenty
    stock: v.stock === null ? { level: "ok" } : stockShown(v.stock, v.threshold ?? item.threshold),
  }));
}

/** The variant a line names ('' or null: the default one), or undefined when the item has no such variant. */
export const variantNamed = (item: { variants: SoldVariant[] }, name: string | null) =>
  item.variants.find((v) => v.name === (name ?? ""));

/** Products and add-ons by id, for sale or not (the caller says which is missing and which withdrawn). */
export async function getCatalogItems(
  db: Db,
  productIds: string[],
  addonIds: string[],
): Promise<Map<string, CatalogItem>> {
  const common = {
    id: products.id,
    name: products.name,
    image: products.image,
    variantImages: products.variantImages,
    price: products.price,
    status: products.status,
    variantOptions: products.variantOptions,
    variants: variantsOf("product"),
  };
  const [productRows, addonRows] = await Promise.all([
    // a deleted item is simply missing: the caller says it is no longer available
    productIds.length
      ? db
          .select(common)
          .from(products)
          .where(and(inArray(products.id, productIds), isNull(products.deletedAt)))
      : [],
    addonIds.length
      ? db
          .select({
            id: addons.id,
            name: addons.name,
            image: addons.image,
            variantImages: sql<null>`null`,
            price: addons.price,
            status: addons.status,
            variantOptions: addons.variantOptions,
            variants: variantsOf("addon"),
          })
          .from(addons)
          .where(and(inArray(addons.id, addonIds), isNull(addons.deletedAt)))
      : [],
  ]);
  return new Map<string, CatalogItem>([
    ...productRows.map((row) => [row.id, { ...row, type: "product" as const }] as const),
    ...addonRows.map((row) => [row.id, { ...row, type: "addon" as const }] as const),
  ]);
}

// The add-on page's reads, prepared once per database (preparedStatement), as the other storefront pages'.
const addonPageRow = preparedStatement((db) =>
  db
    .select({
      id: addons.id,
      name: addons.name,
      slug: addons.slug,
      description: addons.description,
      price: addons.price,
      compareAtPrice: addons.compareAtPrice,
      image: addons.image,
      type: addons.type,
      variantOptions: addons.variantOptions,
      variants: variantsOf("addon"),
      productLinked: addons.productLinked,
    })
    .from(addons)
    .where(and(eq(addons.slug, sql.placeholder("slug")), addonPublished))
    .limit(1)
    .prepare("addon_page_row"),
);
/**
 * The published consoles an add-on fits: those its options name ("4-inch (R36 Ultra)" names the R36 Ultra), in
 * the options' order, and the console it is linked to; a console's name is its model or starts with it.
 */
async function compatibleConsoles(db: Db, options: readonly string[], linkedId: string | null) {
  const models = [...new Set(options.map(modelOf).filter((model) => model !== null))];
  const name = sql`lower(${products.name})`;
  const named = models.flatMap((model) => [sql`${name} = ${model}`, sql`starts_with(${name}, ${`${model} `})`]);
  const linked = linkedId ? [eq(products.id, linkedId)] : [];
  if (named.length + linked.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      price: products.price,
      tagline: products.tagline,
    })
    .from(products)
    .where(and(published, or(...named, ...linked)))
    .orderBy(asc(products.name));
  // the options' order; the linked console first when no option names it
  const rank = (row: { id: string; name: string }) => {
    const option = optionForConsole(options, row.name);
    return option === null ? (row.id === linkedId ? -1 : options.length) : options.indexOf(option);
  };
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * True when an add-on page's `?for=` values are one link the shop makes: a single published console's exact name
 * (every console's page links its add-ons so). Only such a page is kept in the page cache; any other value is
 * still honoured but rendered each time, so made-up values cannot fill the cache and push real pages out.
 */
export async function isConsoleLink(db: Db, values: readonly string[]): Promise<boolean> {
  if (values.length !== 1 || !values[0] || values[0].length > 200) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(published, eq(products.name, values[0])))
    .limit(1);
  return Boolean(row);
}

/** The add-on page, with the published consoles it fits. */
export async function getPublishedAddonPage(db: Db, slug: string) {
  const [addon] = await addonPageRow(db).execute({ slug });
  if (!addon) return null;
  const { productLinked, variants, ...rest } = addon;
  const compatible = await compatibleConsoles(db, rest.variantOptions, productLinked);
  return { addon: { ...rest, variants: shownVariants(variants, rest) }, compatible };
}

const UPSELL_FETCH = 4;

/**
 * Up to four published add-ons for the cart's 'Complete Your Setup' list (SPEC §9), chosen by what is
 * in it (product and add-on ids): add-ons for its models first (a product in it, or the model an add-on
 * in it was made for), then those for any model. An add-on made for another model is not offered.
 */
export async function listUpsellAddons(db: Db, itemIds: string[] = []) {
  const models = itemIds.length
    ? or(
        inArray(addons.productLinked, itemIds),
        inArray(
          addons.productLinked,
          db
            .select({ id: sql<string>`${addons.productLinked}` })
            .from(addons)
            .where(inArray(addons.id, itemIds)),
        ),
      )
    : sql`false`;
  return db
    .select({
      id: addons.id,
      name: addons.name,
      slug: addons.slug,
      price: addons.price,
      image: addons.image,
      variantOptions: addons.variantOptions,
    })
    .from(addons)
    .where(and(addonPublished, or(isNull(addons.productLinked), models)))
    .orderBy(sql`${addons.productLinked} is null`, asc(addons.createdAt), asc(addons.name))
    .limit(UPSELL_FETCH);
}

export type CurrentPrice = { price: number; name: string; image: string };

/**
 * Today's price of each product or add-on in a cart, by id; null for anything no longer for sale,
 * so the cart drops it before checkout.
 */
export async function getCurrentPrices(db: Db, ids: string[]): Promise<Record<string, CurrentPrice | null>> {
  if (ids.length === 0) return {};
  const [productRows, addonRows] = await Promise.all([
    db
      .select({ id: products.id, price: products.price, name: products.name, image: products.image })
      .from(products)
      .where(and(inArray(products.id, ids), published)),
    db
      .select({ id: addons.id, price: addons.price, name: addons.name, image: addons.image })
      .from(addons)
      .where(and(inArray(addons.id, ids), addonPublished)),
  ]);
  const result: Record<string, CurrentPrice | null> = Object.fromEntries(ids.map((id) => [id, null]));
  for (const { id, ...row } of [...productRows, ...addonRows]) result[id] = row;
  return result;
}

/** Published product slugs with their last change, for the sitemap: `limit` of them from `offset`, by slug. */
export async function listSitemapProducts(db: Db, offset = 0, limit = 50_000) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(published)
    .orderBy(asc(products.slug))
    .offset(offset)
    .limit(limit);
}

/** How many products the sitemap lists. */
export async function countSitemapProducts(db: Db) {
  const [row] = await db.select({ n: count() }).from(products).where(published);
  return row?.n ?? 0;
}

// ---- end of public catalogue reads ----
