import { sql, type SQL } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";
import { containsPattern } from "~/lib/like-pattern";

import { addonPublished, published } from "./catalog.server";
import { COLLECTION_LINKS, type Collection, type CollectionPage, type CollectionSlug } from "./collections";
import { LISTING_PAGE_SIZE, pageCountOf, type ListingItem } from "./listing";
import type { CollectionQuery } from "./listing.schema";
import { addonListingColumns, productListingColumns } from "./listing.server";
import { unitsSoldRecentlyOf } from "./recent-sales.server";

// A collection's page costs one page of rows, its count and its brand list: the page is sorted and cut in SQL from
// the columns its filters and sorts read (walking an index where the order has one), and only its rows get their
// listing columns; stock is checked only where a filter asks for it. "Best selling" reads the kept 30 days' totals
// (one row an item), never the orders.

const ABOUT: Record<CollectionSlug, Omit<Collection, "slug" | "title">> = {
  consoles: { description: "Every retro handheld console we sell.", makerLabel: "Brand" },
  "add-ons": { description: "Cases, cards, chargers and upgrades for your console.", makerLabel: "Fits" },
  "on-sale": { description: "Consoles and add-ons for less than their earlier price.", makerLabel: "Brand or model" },
  "in-stock": { description: "Consoles and add-ons we have in stock now.", makerLabel: "Brand or model" },
};

/** The collection at /collections/<slug>, or null. */
export function collectionNamed(slug: string): Collection | null {
  const link = COLLECTION_LINKS.find((c) => c.slug === slug);
  return link ? { ...link, ...ABOUT[link.slug] } : null;
}

/** Whether an item has a variant to sell now: stock left, or not tracked (sold without limit). */
const inStock = (kind: "product" | "addon", id: SQL) => sql<boolean>`exists (
  select 1 from ${itemVariants} iv
  where iv.item_kind = ${sql.raw(`'${kind}'`)} and iv.item_id = ${id} and (iv.stock is null or iv.stock > 0))`;

/** A genuine was-price (wasPrice in promotions/was-price.tsx, in SQL). */
const onSale = sql`"compareAtPrice" is not null and "compareAtPrice" > price`;

/**
 * The collection's items as its filters and sorts read them: no listing columns, which only the page's rows get;
 * `sold` only when it is sorted by, and "inStock" is worked out only where a filter reads it.
 */
function keys(collection: Collection, withSales: boolean) {
  const sold = (id: SQL) => (withSales ? unitsSoldRecentlyOf(id) : sql`0`);
  const product = sql`select 'product' as kind, ${products.id} as id, ${products.name} as name,
      ${products.price} as price, ${products.compareAtPrice} as "compareAtPrice", ${products.brand} as maker,
      ${products.createdAt} as "createdAt", ${sold(sql`${products.id}`)} as sold,
      ${inStock("product", sql`${products.id}`)} as "inStock"
    from ${products} where ${published}`;
  // an add-on's "model" is the console it fits, when that one is for sale
  const fits = sql`(select ${products.name} from ${products}
    where ${products.id} = ${addons.productLinked} and ${published})`;
  const addon = sql`select 'addon' as kind, ${addons.id} as id, ${addons.name} as name, ${addons.price} as price,
      ${addons.compareAtPrice} as "compareAtPrice", coalesce(${fits}, '') as maker, ${addons.createdAt} as "createdAt",
      ${sold(sql`${addons.id}`)} as sold, ${inStock("addon", sql`${addons.id}`)} as "inStock"
    from ${addons} where ${addonPublished}`;
  if (collection.slug === "consoles") return product;
  if (collection.slug === "add-ons") return addon;
  return sql`${product} union all ${addon}`;
}

/** The listing columns of the page's rows only (`page`: kind, id and n, their place on the page). */
const listingOfPage = sql`select listing.* from page cross join lateral (
    select ${productListingColumns} from ${products} where page.kind = 'product' and ${products.id} = page.id
    union all
    select ${addonListingColumns} from ${addons} where page.kind = 'addon' and ${addons.id} = page.id
  ) listing order by page.n`;

const ORDER: Record<CollectionQuery["sort"], string> = {
  newest: `"createdAt" desc, name, id`,
  "best-selling": `sold desc, name, id`,
  "price-asc": `price, name, id`,
  "price-desc": `price desc, name, id`,
};

/** How many brands (or models) the filter offers: the page stays the same size whatever the catalogue holds. */
export const MAKER_OPTIONS = 12;

/**
 * One page of a collection, filtered and sorted; null for an unknown collection. A page past the last one
 * has no items (the route answers 404).
 */
export async function getCollectionPage(db: Db, slug: string, query: CollectionQuery): Promise<CollectionPage | null> {
  const collection = collectionNamed(slug);
  if (!collection) return null;
  const statements = collectionStatements(collection, query);
  const [items, [counted], makers] = await Promise.all([
    queryRows<ListingItem>(db, statements.page),
    queryRows<{ total: number }>(db, statements.count),
    queryRows<{ name: string; count: number }>(db, statements.makers),
  ]);
  const total = counted?.total ?? 0;
  const offered = makers.slice(0, MAKER_OPTIONS).sort((a, b) => a.name.localeCompare(b.name));
  return {
    collection,
    items,
    total,
    page: query.page,
    pageCount: pageCountOf(total),
    makers: offered,
    moreMakers: makers.length > MAKER_OPTIONS,
  };
}

/**
 * The statements of a collection's page: its rows (sorted and cut in SQL, the listing columns read for those rows
 * only), how many items match, and the brands (or models) of the collection for its filter.
 */
export function collectionStatements(collection: Collection, query: CollectionQuery) {
  const scope = [
    collection.slug === "on-sale" ? onSale : null,
    collection.slug === "in-stock" || query.stock ? sql`"inStock"` : null,
  ].filter((c): c is SQL => c !== null);
  const filters = [
    ...scope,
    query.min !== null ? sql`price >= ${query.min}` : null,
    query.max !== null ? sql`price <= ${query.max}` : null,
    // typed as well as chosen: any case and any part of the name, so "r36" finds what fits the R36S and the R36 Ultra
    query.brand ? sql`maker ilike ${containsPattern(query.brand)}` : null,
  ].filter((c): c is SQL => c !== null);
  const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
  const order = sql.raw(ORDER[query.sort]);
  const matching = keys(collection, false);
  return {
    page: sql`with page as (
        select kind, id, row_number() over (order by ${order}) as n
        from (${keys(collection, query.sort === "best-selling")}) items ${where(filters)}
        order by ${order} limit ${LISTING_PAGE_SIZE} offset ${(query.page - 1) * LISTING_PAGE_SIZE})
      ${listingOfPage}`,
    count: sql`select count(*)::int as total from (${matching}) items ${where(filters)}`,
    // the filter offers the brands with the most items, whatever else is chosen, and one more to tell there are others
    makers: sql`select maker as name, count(*)::int as count from (${matching}) items
      ${where([...scope, sql`maker <> ''`])} group by maker order by count(*) desc, maker limit ${MAKER_OPTIONS + 1}`,
  };
}
