// Products (SPEC §3): the catalogue's consoles.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt } from "./columns";
import { pricedItemKind } from "./promotions";

export const productStatus = pgEnum("product_status", ["draft", "published"]);

export type TechSpec = { label: string; value: string };

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
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
    seoTitle: text().notNull().default(""),
    seoDescription: text().notNull().default(""),
    status: productStatus().notNull().default("draft"),
    viewCount: integer().notNull().default(0),
    stockQuantity: integer().notNull().default(0),
    stockAlertThreshold: integer().notNull().default(10),
    guaranteeMonths: integer().notNull().default(12),
    shippingTime: text().notNull().default("1-2 business days"),
    isPopular: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** soft delete: hidden everywhere, restorable for 30 days (see ADR 062) */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // a deleted product's slug is free for a new one
    uniqueIndex("products_slug_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    index("products_status_price_idx").on(t.status, t.price),
    index("products_created_at_idx").on(t.createdAt),
    check("products_price_non_negative", sql`${t.price} >= 0`),
    check("products_stock_non_negative", sql`${t.stockQuantity} >= 0`),
  ],
);

export type Product = typeof products.$inferSelect;

export type NewProduct = typeof products.$inferInsert;

/**
 * A product's or add-on's variants (docs/decisions/260): one row per name in the item's `variantOptions`,
 * or one default row named '' for an item without options, kept in step with that list by a trigger.
 * The name stays the variant's identity in basket lines, orders and back-in-stock requests. `stock` is
 * the one stock count (null: not tracked, sold without limit); a product's `stockQuantity` is their
 * total, written only by inventory.server.ts in the same transaction.
 */
export const itemVariants = pgTable(
  "item_variants",
  {
    id: uuid().primaryKey().defaultRandom(),
    itemKind: pricedItemKind().notNull(),
    itemId: uuid().notNull(),
    /** '' for an item's default variant */
    name: text().notNull().default(""),
    position: integer().notNull().default(0),
    sku: text(),
    stock: integer(),
    /** pence; null falls back to the item's price */
    price: integer(),
    image: text().notNull().default(""),
    /** null falls back to the item's threshold (products) or the default */
    lowStockThreshold: integer(),
    /**
     * When the shop was told this variant is at or below its threshold; null once it is above it again,
     * so the next crossing is told once (docs/decisions/280). A new row starts told: it never crossed.
     */
    lowStockNotifiedAt: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [
    uniqueIndex("item_variants_item_name_key").on(t.itemKind, t.itemId, t.name),
    uniqueIndex("item_variants_sku_key")
      .on(t.sku)
      .where(sql`${t.sku} is not null`),
    check("item_variants_stock_non_negative", sql`${t.stock} >= 0`),
    check("item_variants_price_non_negative", sql`${t.price} >= 0`),
  ],
);

export type ItemVariant = typeof itemVariants.$inferSelect;
