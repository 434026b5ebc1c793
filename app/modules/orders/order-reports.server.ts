// Sales figures read from the orders themselves (each order keeps copies of what it sold), for any range the
// assistant asks about: takings and best sellers; and the dashboard's cards. The dashboard's periods read the
// daily rollups instead (sales-days.server.ts), which these recompute exactly.
import { asc, inArray, sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema/orders";
import { salesDays } from "~/db/schema/sales-days";
import {
  addonCount,
  productCount,
  publishedAddonCount,
  publishedProductCount,
} from "~/modules/catalog/catalog-admin.server";
import { publishedReviewCount, reviewCount } from "~/modules/reviews/reviews.server";

export type BestSeller = { productId: string; name: string; units: number; revenue: number };

/**
 * Products by units sold (or by revenue) from `from` (all time when null) and before `to`, most first: "what
 * sold best this week". Net of refunds: units refunded by line (a return refunded, a line refunded) are taken
 * off, with their price; a cancelled order sold nothing. A product left with nothing sold is not listed.
 */
export async function listBestSellers(
  db: Db,
  {
    from = null,
    to = null,
    limit = 10,
    by = "units",
  }: { from?: Date | null; to?: Date | null; limit?: number; by?: "units" | "revenue" } = {},
): Promise<BestSeller[]> {
  const rows = await queryRows<{ product_id: string; name: string; units: string; revenue: string }>(
    db,
    sql`with sold as (
          select o.id as order_id, item.n - 1 as idx, item.line
          from ${orders} o, jsonb_array_elements(o.items) with ordinality as item(line, n)
          where item.line->>'type' = 'product' and o.status <> 'cancelled'
            ${from ? sql`and o.order_date >= ${from.toISOString()}` : sql``}
            ${to ? sql`and o.order_date < ${to.toISOString()}` : sql``}),
        refunded as (
          select r.order_id, (l->>'index')::int as idx, sum((l->>'quantity')::int) as quantity
          from ${orderRefunds} r, jsonb_array_elements(r.lines) l
          where r.status = 'succeeded' and r.order_id in (select order_id from sold)
          group by 1, 2),
        net as (
          select sold.line->>'productId' as product_id, sold.line->>'name' as name, (sold.line->>'price')::int as price,
                 greatest((sold.line->>'quantity')::int - coalesce(refunded.quantity, 0), 0) as units
          from sold left join refunded on refunded.order_id = sold.order_id and refunded.idx = sold.idx)
        select product_id, max(name) as name, sum(units) as units, sum(units * price) as revenue
        from net group by 1 having sum(units) > 0
        order by ${by === "revenue" ? sql`revenue desc` : sql`units desc`}, name asc limit ${limit}`,
  );
  return rows.map(bestSellerOf);
}

/** A best seller's row as SQL sums it (bigint sums arrive as text). */
export const bestSellerOf = (r: { product_id: string; name: string; units: string; revenue: string }): BestSeller => ({
  productId: r.product_id,
  name: r.name,
  units: Number(r.units),
  revenue: Number(r.revenue),
});

/** Every order's figures since the shop opened: what it kept (paid less refunds, cancelled left out), and how many. */
async function getAllTimeSales(db: Db) {
  const [row] = await queryRows<{ revenue: string; orders: string }>(
    db,
    sql`select coalesce(sum(${salesDays.keptRevenue}), 0) as revenue,
          coalesce(sum(${salesDays.placedOrders}), 0) as orders
        from ${salesDays}`,
  );
  return { revenue: Number(row.revenue), orders: Number(row.orders) };
}

/**
 * Dashboard figures: all-time revenue and orders from the daily rollups, the orders waiting at each step counted
 * by the status index (the delivered many are never read).
 */
export async function getDashboardStats(db: Db) {
  const allTime = await getAllTimeSales(db);
  const byStatus = await queryRows<{ status: string; n: string }>(
    db,
    sql`select ${orders.status} as status, count(*) as n from ${orders}
        where ${orders.status} in ('pending', 'processing', 'shipped') group by 1`,
  );
  const waiting = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  // what the public sees of the catalogue and what the lists hold, each from the module that owns the rule
  const [counts] = await queryRows<
    Record<"products" | "addons" | "reviews" | "allProducts" | "allAddons" | "allReviews", string>
  >(
    db,
    sql`select ${publishedProductCount} as products, ${publishedAddonCount} as addons,
      ${publishedReviewCount} as reviews, ${productCount} as "allProducts", ${addonCount} as "allAddons",
      ${reviewCount} as "allReviews"`,
  );
  return {
    totalRevenue: allTime.revenue,
    totalOrders: allTime.orders,
    pending: waiting("pending"),
    processing: waiting("processing"),
    shipped: waiting("shipped"),
    products: { published: Number(counts.products), all: Number(counts.allProducts) },
    addons: { published: Number(counts.addons), all: Number(counts.allAddons) },
    reviews: { published: Number(counts.reviews), all: Number(counts.allReviews) },
  };
}

export type Takings = { orders: number; gross: number; refunded: number; net: number };

/**
 * What orders placed from `from` (and before `to`) took: their totals and what has been refunded on them since
 * (cancellations included), and what the shop kept: paid less refunds, cancelled orders left out (even one whose
 * refund failed), the dashboard's revenue. `gross - refunded - net` is what cancelled orders still hold. In pence.
 */
export async function getTakings(db: Db, { from = null, to = null }: { from?: Date | null; to?: Date | null } = {}) {
  const [row] = await queryRows<{ orders: string; gross: string | null; refunded: string | null; net: string }>(
    db,
    sql`select count(*) filter (where ${orders.status} <> 'cancelled') as orders,
          coalesce(sum(${orders.total}), 0) as gross, coalesce(sum(${orders.refundedTotal}), 0) as refunded,
          coalesce(sum(${orders.total} - ${orders.refundedTotal}) filter (where ${orders.status} <> 'cancelled'), 0)
            as net
        from ${orders}
        where true ${from ? sql`and ${orders.orderDate} >= ${from.toISOString()}` : sql``}
          ${to ? sql`and ${orders.orderDate} < ${to.toISOString()}` : sql``}`,
  );
  return {
    orders: Number(row.orders),
    gross: Number(row.gross ?? 0),
    refunded: Number(row.refunded ?? 0),
    net: Number(row.net),
  } satisfies Takings;
}

/** Orders still to ship (pending or processing), oldest first: the ones waiting longest come first. */
export async function listUnshippedOrders(db: Db, limit = 20) {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.status, ["pending", "processing"]))
    .orderBy(asc(orders.orderDate), asc(orders.id))
    .limit(limit + 1);
  return { orders: rows.slice(0, limit), hasMore: rows.length > limit };
}
