import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The dashboard's figures per UK day of ordering, worked out again from that day's orders by a trigger on
 * `orders` in the transaction of each change (hand-written in the migration), so a period reads one row a day.
 * `placedOrders` and `gross`/`refunded` count every order placed; `keptOrders` and `keptRevenue` leave
 * cancelled ones out.
 */
export const salesDays = pgTable("sales_days", {
  day: date({ mode: "string" }).primaryKey(),
  placedOrders: integer().notNull().default(0),
  keptOrders: integer().notNull().default(0),
  gross: integer().notNull().default(0),
  refunded: integer().notNull().default(0),
  keptRevenue: integer().notNull().default(0),
});

/**
 * Each product's sales per UK day of ordering, net of the units refunded by line (a cancelled order sold
 * nothing), kept with `salesDays` by the same triggers on `orders` and `order_refunds`: the best sellers of a
 * period read these rows instead of unpacking every order's lines. A product whose units were all refunded
 * keeps its row (units 0), so the name shown is the same whichever way it is worked out.
 */
export const salesDayProducts = pgTable(
  "sales_day_products",
  {
    day: date({ mode: "string" }).notNull(),
    productId: text().notNull(),
    name: text().notNull(),
    units: integer().notNull().default(0),
    revenue: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
