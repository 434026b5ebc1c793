import { and, eq, sql, type SQL } from "drizzle-orm";

import { preparedStatement, queryRows, type Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { itemDailySales, itemRecentSales } from "~/db/schema/sales";
import { getSettings } from "~/modules/settings/settings.server";

import { published } from "./catalog.server";

// "N sold in the last 24 hours" (DESIGN.md "Only true claims"): units of the product in paid orders of
// the last 24 hours (an order exists only once paid; a cancelled one sold nothing). Shown only when the
// operator has it on, at or above their minimum, and never for a product that is out of stock. The
// product page fetches it after loading: the page itself is cached, and this figure moves with every
// order and with the clock (ADR 051).

/**
 * The units of the product (the row of "products" being selected) in paid orders of the last `window`:
 * an order exists only once paid, and a cancelled one sold nothing.
 */
export function unitsSold(window: "24 hours") {
  return sql<number>`(
    select coalesce(sum((item->>'quantity')::int), 0)::int
    from orders o cross join lateral jsonb_array_elements(o.items) item
    where o.status <> 'cancelled' and o.order_date > now() - ${sql.raw(`interval '${window}'`)}
      and item->>'type' = 'product' and item->>'productId' = "products"."id"::text)`;
}

/**
 * Units of the item whose id is `itemId` (a product or an add-on) sold today and on the 29 days before (UTC), from
 * the running totals the order path keeps per day (item_daily_sales): at most 30 rows read, however many
 * orders there were. A cancelled order sold nothing.
 */
export const unitsSoldLast30DaysOf = (itemId: SQL) => sql<number>`(
  select coalesce(sum(${itemDailySales.units}), 0)::int from ${itemDailySales}
  where ${itemDailySales.itemId} = ${itemId}
    and ${itemDailySales.day} > ((now() at time zone 'UTC')::date - 30))`;

/**
 * The same figure as the best-selling sort reads it: one row an item, kept with each order (item_recent_sales). It
 * counts from the window's first day, moved on by `refreshRecentSales`; until the first sweep after midnight (UTC) it
 * counts one day more.
 */
export const unitsSoldRecentlyOf = (itemId: SQL) => sql<number>`coalesce((
  select ${itemRecentSales.units} from ${itemRecentSales} where ${itemRecentSales.itemId} = ${itemId}), 0)`;

/**
 * Moves the window of the kept recent sales on to today and the 29 days before (UTC), recomputing them from the
 * daily totals, when it is older (the hourly sweep): 1 when it moved, 0 when it was current.
 */
export async function refreshRecentSales(db: Db, today = new Date()): Promise<number> {
  const day = today.toISOString().slice(0, 10);
  const [row] = await queryRows<{ moved: boolean }>(db, sql`select refresh_item_recent_sales(${day}::date) as moved`);
  return row?.moved ? 1 : 0;
}

/** The same for the row of "products" being selected. */
export const unitsSoldLast30Days = unitsSoldLast30DaysOf(sql`"products"."id"`);

const recentSalesRow = preparedStatement((db) =>
  db
    .select({
      stockQuantity: products.stockQuantity,
      sold: unitsSold("24 hours"),
    })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), published))
    .limit(1)
    .prepare("recent_sales_row"),
);

/** What the product page may say about recent sales: the real count, or null when it says nothing. */
export async function getRecentSalesClaim(db: Db, slug: string): Promise<{ soldLast24h: number | null }> {
  const [row, settings] = await Promise.all([recentSalesRow(db).execute({ slug }), getSettings(db)]);
  const product = row[0];
  if (!product || !settings.showSoldRecently || product.stockQuantity <= 0) return { soldLast24h: null };
  const sold = Number(product.sold);
  return { soldLast24h: sold >= Math.max(1, settings.soldRecentlyMinimum) ? sold : null };
}
