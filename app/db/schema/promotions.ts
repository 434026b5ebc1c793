// Prices over time and scheduled sales (SPEC §3's catalogue items: products and add-ons).
// Money is integer pence. price_history is written by a database trigger on the price columns
// (docs/decisions/225), never by the application.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

export const pricedItemKind = pgEnum("priced_item_kind", ["product", "addon"]);

/** One row per price an item has had, from `validFrom` until the item's next row. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: uuid().primaryKey().defaultRandom(),
    itemKind: pricedItemKind().notNull(),
    itemId: uuid().notNull(),
    price: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_item_idx").on(t.itemKind, t.itemId, t.validFrom)],
);

export const saleStatus = pgEnum("sale_status", ["scheduled", "live", "ended"]);
export const saleTarget = pgEnum("sale_target", ["all_products", "all_addons", "items"]);

export type SaleItemRef = { kind: "product" | "addon"; id: string };

export const sales = pgTable(
  "sales",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** exactly one of the two is set */
    percentOff: integer(),
    amountOff: integer(),
    target: saleTarget().notNull(),
    items: jsonb().$type<SaleItemRef[]>().notNull().default([]),
    status: saleStatus().notNull().default("scheduled"),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("sales_status_starts_idx").on(t.status, t.startsAt),
    check("sales_one_discount", sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
    check("sales_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The prices a live sale changed, so its end can put them back. */
export const saleItems = pgTable(
  "sale_items",
  {
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: "cascade" }),
    itemKind: pricedItemKind().notNull(),
    itemId: uuid().notNull(),
    priceBefore: integer().notNull(),
    compareAtBefore: integer(),
    salePrice: integer().notNull(),
  },
  (t) => [index("sale_items_sale_idx").on(t.saleId), index("sale_items_item_idx").on(t.itemKind, t.itemId)],
);

export type Sale = typeof sales.$inferSelect;
