import { asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { emailSubscribers } from "~/db/schema/subscribers";
import { containsPattern, pageWindow } from "~/lib/admin-query";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import {
  CustomerEmailSchema,
  CustomerListQuerySchema,
  type CustomerListQuery,
  type NewsletterStatus,
} from "./customers.schema";

// Customers are not a table: a customer is an email address (lower-cased) that placed orders or joined
// the mailing list, and everything shown about them is read from those rows (docs/decisions/250).

const newsletterOf = (isActive: boolean | null): NewsletterStatus =>
  isActive === null ? "none" : isActive ? "subscribed" : "unsubscribed";

// Postgres' ISO text of a timestamp, so both drivers hand back the same string whatever their parsers.
const isoText = (value: ReturnType<typeof sql>) => sql<string | null>`to_json(${value}) #>> '{}'`;

const newestFirst = sql`${orders.orderDate} desc, ${orders.id} desc`;
const latestName = sql<string>`(array_agg(${orders.customerName} order by ${newestFirst}))[1]`;

/** One row per address that ordered: the name on the latest order, the count, spend net of refunds. */
function ordersByEmail(db: Db) {
  return db.$with("customer_orders").as(
    db
      .select({
        email: sql<string>`lower(${orders.email})`.as("customer_email"),
        name: latestName.as("customer_name"),
        orderCount: sql<number>`count(*)::int`.as("customer_order_count"),
        spend: sql<number>`sum(${orders.total} - ${orders.refundedTotal})::int`.as("customer_spend"),
        lastOrderAt: isoText(sql`max(${orders.orderDate})`).as("customer_last_order_at"),
      })
      .from(orders)
      .groupBy(sql`lower(${orders.email})`),
  );
}

export const CUSTOMERS_PAGE_SIZE = 20;

/**
 * A page of customers, most recent order first (addresses that only subscribed last, by address), found
 * by any part of the name on their latest order or of their email address.
 */
export async function listCustomers(db: Db, query: CustomerListQuery = {}) {
  const { search, page } = parseInput(CustomerListQuerySchema, query);
  const byEmail = ordersByEmail(db);
  const email = sql<string>`coalesce(${byEmail.email}, lower(${emailSubscribers.email}))`;
  const where = search
    ? or(ilike(email, containsPattern(search)), ilike(byEmail.name, containsPattern(search)))
    : undefined;
  const joined = () =>
    db
      .with(byEmail)
      .select({
        email,
        name: byEmail.name,
        orderCount: sql<number>`coalesce(${byEmail.orderCount}, 0)`,
        spend: sql<number>`coalesce(${byEmail.spend}, 0)`,
        lastOrderAt: byEmail.lastOrderAt,
        isActive: emailSubscribers.isActive,
      })
      .from(byEmail)
      .fullJoin(emailSubscribers, eq(byEmail.email, sql`lower(${emailSubscribers.email})`))
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(joined().as("customers"));
  const window = pageWindow(total, page, CUSTOMERS_PAGE_SIZE);
  const rows = await joined()
    .orderBy(sql`${byEmail.lastOrderAt} desc nulls last`, asc(email))
    .limit(window.limit)
    .offset(window.offset);
  return {
    customers: rows.map(({ isActive, lastOrderAt, ...row }) => ({
      ...row,
      lastOrderAt: lastOrderAt ? new Date(lastOrderAt) : null,
      newsletter: newsletterOf(isActive),
    })),
    total,
    search,
    page: window.page,
    pageCount: window.pageCount,
  };
}

/** Everything the shop shows about one address: name, newsletter, and each order with its refunds. */
export async function getCustomer(db: Db, address: string) {
  const email = parseInput(CustomerEmailSchema, address);
  const [customerOrders, [subscriber]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        orderDate: orders.orderDate,
        customerName: orders.customerName,
        status: orders.status,
        total: orders.total,
        refundedTotal: orders.refundedTotal,
      })
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`)
      .orderBy(desc(orders.orderDate), desc(orders.id)),
    db
      .select({ isActive: emailSubscribers.isActive, subscribedAt: emailSubscribers.subscribedAt })
      .from(emailSubscribers)
      .where(sql`lower(${emailSubscribers.email}) = ${email}`),
  ]);
  if (customerOrders.length === 0 && !subscriber) throw new DomainError("not_found", "Customer not found");
  const paid = customerOrders.reduce((sum, o) => sum + o.total, 0);
  const refunded = customerOrders.reduce((sum, o) => sum + o.refundedTotal, 0);
  return {
    email,
    name: customerOrders[0]?.customerName ?? null,
    orders: customerOrders,
    totals: { orderCount: customerOrders.length, paid, refunded, spend: paid - refunded },
    newsletter: newsletterOf(subscriber?.isActive ?? null),
    subscribedAt: subscriber?.subscribedAt ?? null,
  };
}

/**
 * Everything the shop holds about one address, for a subject access request: the mailing-list row and each
 * order as stored (name, address, lines, money). The export is itself a disclosure, so it is recorded in
 * Activity under the admin who made it.
 */
export async function exportCustomerData(db: Db, address: string, actor: Actor) {
  const email = parseInput(CustomerEmailSchema, address);
  const [orderRows, [subscriber]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`)
      .orderBy(desc(orders.orderDate), desc(orders.id)),
    db
      .select()
      .from(emailSubscribers)
      .where(sql`lower(${emailSubscribers.email}) = ${email}`),
  ]);
  if (orderRows.length === 0 && !subscriber) throw new DomainError("not_found", "Customer not found");
  await recordActivity(db, actor, {
    action: "customer.export",
    targetType: "customer",
    targetId: email,
    targetLabel: email,
    summary: `Downloaded the data held about ${email}`,
  });
  return {
    email,
    exportedAt: new Date().toISOString(),
    newsletter: subscriber
      ? { subscribedAt: subscriber.subscribedAt, active: subscriber.isActive, source: subscriber.source }
      : null,
    orders: orderRows.map((o) => ({
      orderNumber: o.orderNumber,
      orderDate: o.orderDate,
      customerName: o.customerName,
      email: o.email,
      emailOffers: o.emailOffers,
      shippingAddress: o.shippingAddress,
      items: o.items,
      subtotal: o.subtotal,
      shippingCost: o.shippingCost,
      vat: o.vat,
      total: o.total,
      refundedTotal: o.refundedTotal,
      status: o.status,
      trackingNumber: o.trackingNumber,
    })),
  };
}
