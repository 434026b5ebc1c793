// The scale seed inserts its orders and refunds with the rollups' triggers off and fills the rollups once
// afterwards, by the function the triggers call. What it leaves must be what the triggers would have kept: every
// day's figures and every product's sales equal to sums over the orders themselves, and the triggers on again.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { getTakings, listBestSellers } from "~/modules/orders/order-reports.server";
import { getDailyRevenue, listDailyBestSellers, sumSalesDays } from "~/modules/orders/sales-days.server";

import { seedScale } from "../../scripts/scale-seed";
import { createOrder, createProduct, orderLine } from "../support/factories";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

/** Each day's row in the rollup, and the same figures summed from the orders. */
const dayRows = () =>
  Promise.all([
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, placed_orders::int as placed, kept_orders::int as kept,
            gross::int, refunded::int, kept_revenue::int as kept_revenue
          from sales_days order by day`,
    ),
    queryRows(
      db,
      sql`select to_char((order_date at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day, count(*)::int as placed,
            count(*) filter (where status <> 'cancelled')::int as kept, sum(total)::int as gross,
            sum(refunded_total)::int as refunded,
            coalesce(sum(total - refunded_total) filter (where status <> 'cancelled'), 0)::int as kept_revenue
          from orders group by 1 order by 1`,
    ),
  ]);

describe("the scale seed's daily rollups", () => {
  it("equal the sums over the orders it inserted, and the triggers keep them again afterwards", async () => {
    const counts = await seedScale(db, { products: 12, orders: 600, customers: 200 });
    expect(counts.orders).toBe(600);
    expect(counts.refunds).toBeGreaterThan(0);

    const [kept, summed] = await dayRows();
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(summed);

    // all time, by the rollups and by the reports that read the orders (refunds by line included)
    const from = new Date("2000-01-01T00:00:00Z");
    const to = new Date(Date.now() + 2 * 86_400_000);
    const { net, refunded, orders } = await getTakings(db, { from, to });
    const days = Math.ceil((to.getTime() - from.getTime()) / 86_400_000) + 1;
    expect(sumSalesDays(await getDailyRevenue(db, days, to))).toEqual({ revenue: net, refunded, orders });
    expect(await listDailyBestSellers(db, { from, to, limit: 100 })).toEqual({
      byUnits: await listBestSellers(db, { from, to, limit: 100 }),
      byRevenue: await listBestSellers(db, { from, to, limit: 100, by: "revenue" }),
    });

    // the triggers are on again: a new order counts on its day
    const product = await createProduct(db);
    await createOrder(db, { items: [orderLine("Console", 4999, 2, product.id)], orderDate: new Date() });
    const [after, afterSummed] = await dayRows();
    expect(after).toEqual(afterSummed);
    const { byUnits } = await listDailyBestSellers(db, { from, to, limit: 1000 });
    const sold = byUnits.find((r) => r.productId === product.id);
    expect(sold?.units).toBe(2);
  });
});
