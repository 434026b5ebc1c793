// Products (SPEC §3): the catalogue's consoles.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import { id, liveSlugKey, nonNegative, timestamps, timestamptz } from "./columns";
import { pricedItemRef } from "./promotions";

/**
 * What product and add-on search match, weighted: the name first, then the tagline (an add-on has none) and
 * options, then the description. The search query repeats this expression word for word, so PostgreSQL uses the
 * index built on it.
 */
export const catalogSearchDocument = (t: {
  name: AnyPgColumn;
  tagline?: AnyPgColumn;
  description: AnyPgColumn;
  variantOptions: AnyPgColumn;
}) =>
  sql`(${sql.join(
    [
      sql`setweight(to_tsvector('english', ${t.name}), 'A')`,
      ...(t.tagline ? [sql`setweight(to_tsvector('english', ${t.tagline}), 'B')`] : []),
      sql`setweight(jsonb_to_tsvector('english', ${t.variantOptions}, '["string"]'), 'B')`,
      sql`setweight(to_tsvector('english', ${t.description}), 'C')`,
    ],
    sql` || `,
  )})`;

export const productStatus = pgEnum("product_status", ["draft", "published"]);

export type TechSpec = { label: string; value: string };

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    /** pence, VAT included */
    price: integer().notNull(),
    /** a "was" price shown struck through; only one the price history supports (docs/decisions/225) */
    compareAtPrice: integer(),
    tagline: text().notNull().default(""),
    description: text().notNull().default(""),
    image: text().notNull().default(""),
    imageAltText: text().notNull().default(""),
    gallery: jsonb().$type<string[]>().notNull().default([]),
    features: jsonb().$type<string[]>().notNull().default([]),
    techSpecs: jsonb().$type<TechSpec[]>().notNull().default([]),
    variantOptions: jsonb().$type<string[]>().notNull().default([]),
    variantImages: jsonb().$type<Record<string, string>>().notNull().default({}),
    category: text().notNull().default(""),
    /** the maker ("Anbernic", "Miyoo"): a collection page's brand filter, and Shopify's CSV's Vendor */
    brand: text().notNull().default(""),
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** the names of the options a variant's name combines ("Colour / Storage"), as Shopify's CSV carries them */
    optionNames: jsonb().$type<string[]>().notNull().default([]),
    seoTitle: text().notNull().default(""),
    seoDescription: text().notNull().default(""),
    status: productStatus().notNull().default("draft"),
    viewCount: integer().notNull().default(0),
    stockQuantity: integer().notNull().default(0),
    stockAlertThreshold: integer().notNull().default(10),
    guaranteeMonths: integer().notNull().default(12),
    shippingTime: text().notNull().default("1-2 business days"),
    isPopular: boolean().notNull().default(false),
    /** chosen for the home page (at most a dozen are shown there) */
    featured: boolean().notNull().default(false),
    ...timestamps(),
    /** soft delete, so Undo in Activity can bring it back: hidden everywhere, restorable for 30 days */
    deletedAt: timestamptz(),
  },
  (t) => [
    liveSlugKey("products_slug_key", t),
    index("products_status_price_idx").on(t.status, t.price),
    index("products_created_at_idx").on(t.createdAt),
    // admin search and the assistant find a product by any part of its name (ILIKE '%...%')
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // product search (catalog-search.server.ts): full text over the words, trigrams over the name for typos
    index("products_search_idx").using("gin", catalogSearchDocument(t)),
    index("products_name_tagline_trgm_idx").using("gin", sql`(${t.name} || ' ' || ${t.tagline}) gin_trgm_ops`),
    index("products_brand_idx").on(t.brand),
    nonNegative("products_price_non_negative", t.price),
    nonNegative("products_stock_non_negative", t.stockQuantity),
  ],
);

export type Product = typeof products.$inferSelect;

export type NewProduct = typeof products.$inferInsert;

/**
 * A product's or add-on's variants (docs/decisions/245): one row per name in the item's `variantOptions`,
 * or one default row named '' for an item without options, kept in step with that list by a trigger.
 * The name stays the variant's identity in basket lines, orders and back-in-stock requests. `stock` is
 * the one stock count (null: not tracked, sold without limit); a product's `stockQuantity` is their
 * total, written only by inventory.server.ts in the same transaction.
 */
export const itemVariants = pgTable(
  "item_variants",
  {
    id: id(),
    ...pricedItemRef(),
    /** '' for an item's default variant */
    name: text().notNull().default(""),
    position: integer().notNull().default(0),
    sku: text(),
    stock: integer(),
    /**
     * Raised by inventory with every change of `stock`: a form or a review card that read the count
     * writes an absolute one only while this is still the version it read (docs/decisions/245).
     */
    stockVersion: integer().notNull().default(0),
    /** pence; null falls back to the item's price */
    price: integer(),
    image: text().notNull().default(""),
    /** null falls back to the item's threshold (products) or the default */
    lowStockThreshold: integer(),
    /**
     * When the shop was told this variant is at or below its threshold; null once it is above it again,
     * so the next crossing is told once (docs/decisions/245). A new row starts told: it never crossed.
     */
    lowStockNotifiedAt: timestamptz().defaultNow(),
  },
  (t) => [
    uniqueIndex("item_variants_item_name_key").on(t.itemKind, t.itemId, t.name),
    uniqueIndex("item_variants_sku_key")
      .on(t.sku)
      .where(sql`${t.sku} is not null`),
    nonNegative("item_variants_stock_non_negative", t.stock),
    nonNegative("item_variants_price_non_negative", t.price),
  ],
);

export type ItemVariant = typeof itemVariants.$inferSelect;
