import { date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

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
