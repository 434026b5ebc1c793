import { and, asc, desc, eq, ilike, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { queryRows, type Db } from "~/db/client.server";
import { addons, orders, products, reviews } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { ORDERS_PAGE_SIZE, type OrderListQuery, type UpdateOrderSchema } from "./orders.schema";

// Orders: created once per payment by the checkout, read by the confirmation and tracking pages,
// managed in the back office. Keep each caller's functions in its own block below.

export async function getOrderByNumber(db: Db, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
  return row ?? null;
}

// ---- Admin: dashboard figures, order list and order updates (admin-core) ---------------------------

/** Dashboard figures by SQL aggregates: one pass over orders, never loading them. */
export async function getDashboardStats(db: Db) {
  const [totals] = await queryRows<{ revenue: string | null; total: string; pending: string; processing: string; shipped: string }>(
    db,
    sql`select coalesce(sum(${orders.total}), 0) as revenue, count(*) as total,
          count(*) filter (where ${orders.status} = 'pending') as pending,
          count(*) filter (where ${orders.status} = 'processing') as processing,
          count(*) filter (where ${orders.status} = 'shipped') as shipped
        from ${orders}`,
  );
  const [counts] = await queryRows<{ products: string; addons: string; reviews: string }>(
    db,
    sql`select (select count(*) from ${products} where ${products.status} = 'published') as products,
               (select count(*) from ${addons} where ${addons.status} = 'published') as addons,
               (select count(*) from ${reviews} where ${reviews.status} = 'published') as reviews`,
  );
  return {
    totalRevenue: Number(totals.revenue ?? 0),
    totalOrders: Number(totals.total),
    pending: Number(totals.pending),
    processing: Number(totals.processing),
    shipped: Number(totals.shipped),
    publishedProducts: Number(counts.products),
    publishedAddons: Number(counts.addons),
    publishedReviews: Number(counts.reviews),
  };
}

/** Revenue and order count per UTC day for the last `days` days, oldest first, days without orders included. */
export async function getRevenueByDay(db: Db, days = 30, now = new Date()) {
  // Aggregate the range once (an index range scan on order_date), then fill in the empty days.
  const rows = await queryRows<{ day: string; revenue: string; orders: string }>(
    db,
    sql`with bounds as (select (${now.toISOString()}::timestamptz at time zone 'UTC')::date as today),
        per_day as (
          select (o.order_date at time zone 'UTC')::date as day, sum(o.total) as revenue, count(*) as orders
          from ${orders} o, bounds
          where o.order_date >= (bounds.today - ${days - 1}::int)::timestamp at time zone 'UTC'
            and o.order_date < (bounds.today + 1)::timestamp at time zone 'UTC'
          group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders
        from bounds, generate_series(bounds.today - ${days - 1}::int, bounds.today, interval '1 day') as g(ts)
        cross join lateral (select g.ts::date as day) d
        left join per_day p on p.day = d.day
        order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, revenue: Number(r.revenue), orders: Number(r.orders) }));
}

/** Products at or below their stock alert threshold, least stock first. */
export async function getLowStockProducts(db: Db, limit = 10) {
  return db
    .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity, stockAlertThreshold: products.stockAlertThreshold, status: products.status })
    .from(products)
    .where(lte(products.stockQuantity, products.stockAlertThreshold))
    .orderBy(asc(products.stockQuantity), asc(products.name))
    .limit(limit);
}

/**
 * One page of orders, newest first, by customer name or order number (substring, any case) and
 * status. Fetches one row more than the page to know whether a next page exists, instead of counting
 * a million rows on every page view.
 */
export async function listOrdersForAdmin(db: Db, query: OrderListQuery) {
  const filters = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(orders.customerName, pattern), ilike(orders.orderNumber, pattern)));
  }
  const rows = await db
    .select()
    .from(orders)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ORDERS_PAGE_SIZE);
  return { orders: rows.slice(0, ORDERS_PAGE_SIZE), page: query.page, hasNextPage: rows.length > ORDERS_PAGE_SIZE };
}

/**
 * Saves status, tracking number and notes. A changed (non-empty) tracking number means the parcel
 * has left, so the order becomes shipped whatever status was chosen (SPEC §4).
 */
export async function updateOrder(db: Db, input: z.infer<typeof UpdateOrderSchema>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.id)).for("update").limit(1);
    if (!current) throw new DomainError("not_found", "Order not found");
    const trackingChanged = input.trackingNumber !== null && input.trackingNumber !== (current.trackingNumber ?? null);
    const status = trackingChanged ? "shipped" : input.status;
    const [order] = await tx
      .update(orders)
      .set({ status, trackingNumber: input.trackingNumber, notes: input.notes, updatedAt: new Date() })
      .where(eq(orders.id, input.id))
      .returning();
    return { order, markedShipped: trackingChanged };
  });
}
