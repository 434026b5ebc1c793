import { boolean, date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

/**
 * Units sold per product (or add-on) per day, kept by a trigger on `orders` in the transaction that places,
 * cancels or changes an order (hand-written in the migration): "sold in the last 30 days" reads at most
 * 31 rows per item instead of unpacking every recent order's lines. A cancelled order sold nothing.
 */
export const itemDailySales = pgTable(
  "item_daily_sales",
  {
    itemId: uuid().notNull(),
    /** the order's day in UTC */
    day: date({ mode: "string" }).notNull(),
    units: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] })],
);

/**
 * Units sold per item since the window's first day (item_recent_sales_window): the last 30 days' total, kept by a
 * trigger on item_daily_sales in the same transaction as the order, and recomputed from item_daily_sales when the
 * hourly sweep moves the window on (hand-written in the migration). The best-selling sort reads one row an item.
 */
export const itemRecentSales = pgTable("item_recent_sales", {
  itemId: uuid().primaryKey(),
  units: integer().notNull().default(0),
});

/** The one row saying which day item_recent_sales counts from (UTC): today and the 29 days before, once swept. */
export const itemRecentSalesWindow = pgTable("item_recent_sales_window", {
  id: boolean().primaryKey().default(true),
  since: date({ mode: "string" }).notNull(),
});
