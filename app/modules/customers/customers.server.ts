import { and, asc, count, desc, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { customerCountParts, customers } from "~/db/schema/customers";
import { orders } from "~/db/schema/orders";
import { emailSubscribers } from "~/db/schema/subscribers";
import { DomainError } from "~/lib/errors";
import { keysetPage } from "~/lib/keyset.server";
import { containsPattern } from "~/lib/like-pattern";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { customerTarget, getCustomerRecord } from "./customer-record.server";
import {
  CustomerEmailSchema,
  CustomerListQuerySchema,
  type CustomerListQuery,
  type NewsletterStatus,
} from "./customers.schema";

// A customer is an email address (lower-cased) that placed orders or joined the mailing list
// (docs/decisions/250). The list reads the customers table, which triggers keep from those rows in the
// transaction of each change, so a page reads one index range however many orders there are.

export const newsletterOf = (isActive: boolean | null): NewsletterStatus =>
  isActive === null ? "none" : isActive ? "subscribed" : "unsubscribed";

export const CUSTOMERS_PAGE_SIZE = 20;

/** The list's sort key (newest order first, addresses that only subscribed after them): customers_keyset_idx. */
export const customerSortKey = sql`coalesce(${customers.lastOrderAt}, '-infinity'::timestamptz)`;

/** A customer's row as the list and its CSV read it, with its sort key as text exact to the microsecond. */
export const customerRow = {
  email: customers.email,
  name: customers.name,
  orderCount: customers.orderCount,
  spend: customers.spend,
  lastOrderAt: customers.lastOrderAt,
  subscribed: customers.subscribed,
  key: sql<string>`to_json(${customerSortKey}) #>> '{}'`,
};

/** Customers found by any part of their email address or of the name on their latest order (trigram indexes). */
export const customersMatching = (search: string) =>
  search
    ? or(ilike(customers.email, containsPattern(search)), ilike(customers.name, containsPattern(search)))
    : undefined;

/**
 * A search counts its matches up to this many, and past it the list says "more than": a common name matches a
 * share of every customer, and counting them all would cost what the whole table does.
 */
export const CUSTOMER_SEARCH_COUNT_LIMIT = 1000;

/** How many customers match `matches`, counted no further than one past CUSTOMER_SEARCH_COUNT_LIMIT. */
const matchingTotal = (db: Db, matches: SQL) =>
  db.select({ total: count() }).from(
    db
      .select({ one: sql`1` })
      .from(customers)
      .where(matches)
      .limit(CUSTOMER_SEARCH_COUNT_LIMIT + 1)
      .as("found"),
  );

/** How many customers there are, from the parts the triggers keep (customerCountParts), not a count of the table. */
const customerTotal = (db: Db) =>
  db.select({ total: sql<number>`coalesce(sum(${customerCountParts.n}), 0)::int` }).from(customerCountParts);

/**
 * A page of customers, most recent order first (addresses that only subscribed last), found by any part of the
 * name on their latest order or of their email address; keyset pages (first, next, previous, last).
 */
export async function listCustomers(db: Db, query: CustomerListQuery = {}) {
  const { search, ...keyset } = parseInput(CustomerListQuerySchema, query);
  const matches = customersMatching(search);
  const [[{ total }], page] = await Promise.all([
    matches ? matchingTotal(db, matches) : customerTotal(db),
    keysetPage(keyset, CUSTOMERS_PAGE_SIZE, 2, async ({ cursor, side, fromEnd, limit }) => {
      const edge = cursor
        ? side === "after"
          ? sql`(${customerSortKey}, ${customers.email}) < (${cursor[0]}::timestamptz, ${cursor[1]})`
          : sql`(${customerSortKey}, ${customers.email}) > (${cursor[0]}::timestamptz, ${cursor[1]})`
        : undefined;
      const rows = await db
        .select(customerRow)
        .from(customers)
        .where(and(matches, edge))
        .orderBy(
          ...(fromEnd ? [asc(customerSortKey), asc(customers.email)] : [desc(customerSortKey), desc(customers.email)]),
        )
        .limit(limit);
      return rows.map(({ key, subscribed, ...row }) => ({
        row: { ...row, newsletter: newsletterOf(subscribed) },
        key: [key, row.email],
      }));
    }),
  ]);
  // a search's total is "more than" the limit past it; the whole list's is exact
  const more = matches !== undefined && total > CUSTOMER_SEARCH_COUNT_LIMIT;
  return {
    customers: page.rows,
    total: more ? CUSTOMER_SEARCH_COUNT_LIMIT : total,
    moreThanTotal: more,
    search,
    pages: { ...page, rows: undefined },
  };
}

/** Everything the shop shows about one address: name, newsletter, and each order with its refunds. */
export async function getCustomer(db: Db, address: string) {
  const email = parseInput(CustomerEmailSchema, address);
  const [customerOrders, [latest], [subscriber], record] = await Promise.all([
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
      .select({ shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`)
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(1),
    db
      .select({
        isActive: emailSubscribers.isActive,
        confirmedAt: emailSubscribers.confirmedAt,
        subscribedAt: emailSubscribers.subscribedAt,
      })
      .from(emailSubscribers)
      .where(sql`lower(${emailSubscribers.email}) = ${email}`),
    getCustomerRecord(db, email),
  ]);
  if (customerOrders.length === 0 && !subscriber) throw new DomainError("not_found", "Customer not found");
  const paid = customerOrders.reduce((sum, o) => sum + o.total, 0);
  const refunded = customerOrders.reduce((sum, o) => sum + o.refundedTotal, 0);
  return {
    email,
    name: customerOrders[0]?.customerName ?? null,
    orders: customerOrders,
    totals: { orderCount: customerOrders.length, paid, refunded, spend: paid - refunded },
    // an address awaiting its confirmation is not subscribed yet, as the list's column says (customers table)
    newsletter: newsletterOf(
      subscriber ? (subscriber.confirmedAt ? subscriber.isActive : subscriber.isActive ? null : false) : null,
    ),
    subscribedAt: subscriber?.subscribedAt ?? null,
    record,
    // where their latest order went: what the record shows while no default address or phone is kept by hand
    latestAddress: latest?.shippingAddress ?? null,
  };
}

/**
 * Everything the shop holds about one address, for a subject access request: the mailing-list row and each
 * order as stored (name, address, lines, money). The export is itself a disclosure, so it is recorded in
 * Activity under the admin who made it.
 */
export async function exportCustomerData(db: Db, address: string, actor: Actor) {
  const email = parseInput(CustomerEmailSchema, address);
  const [orderRows, [subscriber], record] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`)
      .orderBy(desc(orders.orderDate), desc(orders.id)),
    db
      .select()
      .from(emailSubscribers)
      .where(sql`lower(${emailSubscribers.email}) = ${email}`),
    getCustomerRecord(db, email),
  ]);
  if (orderRows.length === 0 && !subscriber) throw new DomainError("not_found", "Customer not found");
  await recordActivity(db, actor, {
    action: "customer.export",
    ...customerTarget(email),
    summary: `Downloaded the data held about ${email}`,
  });
  return {
    email,
    exportedAt: new Date().toISOString(),
    // what the shop noted about them by hand is theirs to see too
    record,
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
