// The dashboard's sales figures read from the daily rollups (sales_days, sales_day_products), which triggers keep
// exact in the transaction of each order, cancellation, refund or return: a period costs one row a day (and one
// per product sold that day), however many orders the shop has taken. Days are UK days of ordering, as the orders
// list's Today counts them; the figures worked out from the orders (order-reports.server.ts) between the same UK
// midnights equal them to the penny.
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { salesDayProducts, salesDays } from "~/db/schema/sales-days";

import { ukDay } from "./order-export.server";
import { bestSellerOf, type BestSeller, type Takings } from "./order-reports.server";

/** A UK midnight's day, as the rollups key it. */
const dayOf = ukDay;

/** What orders placed on the days from `from` and before `to` (both UK midnights) took, net of refunds. */
export async function getDailyTakings(db: Db, { from, to }: { from: Date; to: Date }): Promise<Takings> {
  const [row] = await queryRows<{ orders: string; gross: string; refunded: string }>(
    db,
    sql`select coalesce(sum(${salesDays.keptOrders}), 0) as orders, coalesce(sum(${salesDays.gross}), 0) as gross,
          coalesce(sum(${salesDays.refunded}), 0) as refunded
        from ${salesDays} where ${salesDays.day} >= ${dayOf(from)} and ${salesDays.day} < ${dayOf(to)}`,
  );
  const gross = Number(row.gross);
  const refunded = Number(row.refunded);
  return { orders: Number(row.orders), gross, refunded, net: gross - refunded };
}

/** Revenue kept and orders (cancelled ones left out) per UK day for the last `days` days, oldest first. */
export async function getDailyRevenue(db: Db, days = 30, now = new Date()) {
  const rows = await queryRows<{ day: string; revenue: string; orders: string }>(
    db,
    sql`with bounds as (select (${now.toISOString()}::timestamptz at time zone 'Europe/London')::date as today)
        select to_char(g.ts, 'YYYY-MM-DD') as day, coalesce(s.kept_revenue, 0) as revenue,
          coalesce(s.kept_orders, 0) as orders
        from bounds cross join lateral generate_series(bounds.today - ${days - 1}::int, bounds.today,
          interval '1 day') as g(ts)
        left join ${salesDays} s on s.day = g.ts::date
        order by g.ts`,
  );
  return rows.map((r) => ({ day: r.day, revenue: Number(r.revenue), orders: Number(r.orders) }));
}

/**
 * The best sellers of the days from `from` and before `to` (UK midnights), by units and by revenue, net of refunds:
 * the period's rows are summed once, and both rankings taken from the sums.
 */
export async function listDailyBestSellers(
  db: Db,
  { from, to, limit = 10 }: { from: Date; to: Date; limit?: number },
): Promise<{ byUnits: BestSeller[]; byRevenue: BestSeller[] }> {
  const rows = await queryRows<{
    by: "units" | "revenue";
    product_id: string;
    name: string;
    units: string;
    revenue: string;
  }>(
    db,
    sql`with sold as materialized (
          select ${salesDayProducts.productId} as product_id, max(${salesDayProducts.name}) as name,
            sum(${salesDayProducts.units}) as units, sum(${salesDayProducts.revenue}) as revenue
          from ${salesDayProducts}
          where ${salesDayProducts.day} >= ${dayOf(from)} and ${salesDayProducts.day} < ${dayOf(to)}
          group by 1 having sum(${salesDayProducts.units}) > 0)
        (select 'units' as by, * from sold order by units desc, name asc limit ${limit})
        union all
        (select 'revenue' as by, * from sold order by revenue desc, name asc limit ${limit})`,
  );
  return {
    byUnits: rows.filter((r) => r.by === "units").map(bestSellerOf),
    byRevenue: rows.filter((r) => r.by === "revenue").map(bestSellerOf),
  };
}
