// Add-ons (SPEC §3): accessories and upgrades, optionally linked to a product.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { catalogSearchDocument, products, productStatus } from "./catalog";
import { id, liveSlugKey, nonNegative, timestamps, timestamptz } from "./columns";

export const addonType = pgEnum("addon_type", ["accessory", "upgrade"]);

export const addons = pgTable(
  "addons",
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    price: integer().notNull(),
    /** a "was" price shown struck through; only one the price history supports (docs/decisions/225) */
    compareAtPrice: integer(),
    image: text().notNull().default(""),
    type: addonType().notNull().default("accessory"),
    productLinked: uuid().references(() => products.id, { onDelete: "set null" }),
    variantOptions: jsonb().$type<string[]>().notNull().default([]),
    status: productStatus().notNull().default("draft"),
    ...timestamps(),
    /** soft delete, as for products */
    deletedAt: timestamptz(),
  },
  (t) => [
    liveSlugKey("addons_slug_key", t),
    index("addons_product_status_idx").on(t.productLinked, t.status),
    index("addons_status_created_idx").on(t.status, t.createdAt),
    // admin search, the assistant and product search (typos) find an add-on by its name
    index("addons_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // product search finds add-ons too (catalog-search.server.ts), as products: words, and trigrams for typos
    index("addons_search_idx").using("gin", catalogSearchDocument(t)),
    nonNegative("addons_price_non_negative", t.price),
  ],
);

export type Addon = typeof addons.$inferSelect;

export type NewAddon = typeof addons.$inferInsert;
