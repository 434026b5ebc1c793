// The dashboard's sales figures read from the daily rollups (sales_days, sales_day_products), which triggers keep
// exact in the transaction of each order, cancellation, refund or return: a period costs one row a day (and one
// per product sold that day), however many orders the shop has taken. Days are UK days of ordering, as the orders
// list's Today counts them; the figures worked out from the orders (order-reports.server.ts) between the same UK
// midnights equal them to the penny.
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { salesDayProducts, salesDays } from "~/db/schema/sales-days";

import { ukDay } from "./order-export.server";
import { bestSellerOf, type BestSeller } from "./order-reports.server";

/** A UK midnight's day, as the rollups key it. */
const dayOf = ukDay;

/** One UK day's figures: revenue and orders kept (cancelled orders left out), and what was refunded on its orders. */
export type SalesDay = { day: string; revenue: number; orders: number; refunded: number };

/**
 * Each of the last `days` UK days, oldest first, every day listed (one without orders at nothing): the revenue it
 * kept (paid less refunds; a cancelled order counts nothing, even one whose refund failed), the orders kept and
 * what was refunded on its orders, cancellations included. The dashboard's revenue card and its chart are both
 * worked out from these rows, so the card is always the sum of the chart's bars.
 */
export async function getDailyRevenue(db: Db, days = 30, now = new Date()): Promise<SalesDay[]> {
  const rows = await queryRows<{ day: string; revenue: string; orders: string; refunded: string }>(
    db,
    sql`with bounds as (select (${now.toISOString()}::timestamptz at time zone 'Europe/London')::date as today)
        select to_char(g.ts, 'YYYY-MM-DD') as day, coalesce(s.kept_revenue, 0) as revenue,
          coalesce(s.kept_orders, 0) as orders, coalesce(s.refunded, 0) as refunded
        from bounds cross join lateral generate_series(bounds.today - ${days - 1}::int, bounds.today,
          interval '1 day') as g(ts)
        left join ${salesDays} s on s.day = g.ts::date
        order by g.ts`,
  );
  return rows.map((r) => ({
    day: r.day,
    revenue: Number(r.revenue),
    orders: Number(r.orders),
    refunded: Number(r.refunded),
  }));
}

/** Days' figures added up, as a card shows them for its period. */
export const sumSalesDays = (days: SalesDay[]) =>
  days.reduce(
    (sum, d) => ({
      revenue: sum.revenue + d.revenue,
      orders: sum.orders + d.orders,
      refunded: sum.refunded + d.refunded,
    }),
    { revenue: 0, orders: 0, refunded: 0 },
  );

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
