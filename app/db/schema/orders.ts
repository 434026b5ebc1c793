// Orders (SPEC §3) and their refunds; each order keeps copies of what it sold.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { ORDER_STATUSES } from "../order-status";
import { createdAt, id, orderTotals, ownedBy, timestamps, timestamptz } from "./columns";

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

export type OrderItem = {
  productId: string;
  type: "product" | "addon";
  name: string;
  image: string;
  variant: string | null;
  quantity: number;
  /** unit price in pence (after the automatic add-on discount, when it applied) */
  price: number;
  /** the unit price before the automatic add-on discount, and its percentage */
  priceBefore?: number;
  bundlePercent?: number;
  /** this line's share of the discount code's amount (pence, whole line): what a refund keeps back */
  codeShare?: number;
};

export type ShippingAddress = {
  fullName: string;
  streetAddress: string;
  apartment: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
};

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text().notNull(),
    orderDate: createdAt(),
    customerName: text().notNull(),
    email: text().notNull(),
    emailOffers: boolean().notNull().default(false),
    items: jsonb().$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    shippingMethod: text().notNull().default("standard"),
    ...orderTotals(),
    paymentProvider: text().notNull(),
    paymentId: text().notNull(),
    status: orderStatus().notNull().default("pending"),
    trackingNumber: text(),
    /** a code of CARRIERS (orders/carriers.ts); `other` carries its own link pattern */
    carrier: text(),
    /** for carrier `other`: an https link with {tracking} where the tracking number goes */
    carrierUrlPattern: text(),
    deliveredAt: timestamptz(),
    notes: text().notNull().default(""),
    /** packed as a gift (set by the operator): its packing slip says so and no invoice goes in the parcel */
    gift: boolean().notNull().default(false),
    /** pence given back by refunds that went through; revenue is total minus this */
    refundedTotal: integer().notNull().default(0),
    cancelledAt: timestamptz(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    uniqueIndex("orders_payment_id_key").on(t.paymentId),
    // the list's order, newest first, and its keyset pages' edge (order_date, id); the CSV's order too
    index("orders_order_date_id_idx").on(t.orderDate, t.id),
    index("orders_status_date_idx").on(t.status, t.orderDate),
    // Admin search by any part of the customer name or order number (ILIKE '%...%') stays fast at a
    // million orders with trigram indexes (pg_trgm, created by the migration).
    index("orders_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("orders_order_number_trgm_idx").using("gin", t.orderNumber.op("gin_trgm_ops")),
    // ...and by any part of the customer's email address (the assistant's "orders from jo@...")
    index("orders_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // a customer is their lower-cased address: their page and the customers table's upkeep find their orders
    index("orders_email_lower_idx").on(sql`lower(${t.email})`, t.orderDate),
  ],
);

export type RefundLine = {
  index: number;
  quantity: number;
  /** pence given back for these units: their price less their share of the discount (kept for the credit note) */
  amount?: number;
};

/**
 * Money given back on an order. A row is written `pending` (under the order's lock, so the total can
 * never pass what was paid), then the provider is asked with the row id as idempotency key, and the
 * row becomes `succeeded` or `failed`. Refunds made in Stripe's dashboard arrive by webhook as `provider`.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    /** pence */
    amount: integer().notNull(),
    /** which order lines (index into orders.items) and how many of each; empty for an amount refund */
    lines: jsonb().$type<RefundLine[]>().notNull().default([]),
    restocked: boolean().notNull().default(false),
    reason: text().notNull().default(""),
    /** pending, succeeded, failed */
    status: text().notNull().default("pending"),
    /** admin (refund form), cancel, provider (made outside the shop, seen by webhook) */
    source: text().notNull(),
    /** pence of return postage given back on top of the items (a return's refund) */
    returnPostage: integer().notNull().default(0),
    /** pence kept back from the items (damage, missing parts), and why: the credit note lists both */
    deduction: integer().notNull().default(0),
    deductionReason: text().notNull().default(""),
    providerRefundId: text(),
    failureMessage: text(),
    ...timestamps(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("order_refunds_provider_refund_key").on(t.providerRefundId),
    check("order_refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

export type OrderRefund = typeof orderRefunds.$inferSelect;

/**
 * A return the operator records when a customer sends items back: `open` until the parcel arrives, then
 * `received`, which refunds the lines and restocks them once (the refund row is linked here).
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    lines: jsonb().$type<RefundLine[]>().notNull(),
    reason: text().notNull().default(""),
    /** open, received, or cancelled (recorded by mistake, or the customer kept the items) */
    status: text().notNull().default("open"),
    refundId: uuid().references(() => orderRefunds.id),
    receivedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index("order_returns_order_idx").on(t.orderId, t.createdAt)],
);

export type OrderReturn = typeof orderReturns.$inferSelect;

export type Order = typeof orders.$inferSelect;

/**
 * How many orders there are of each status and payment state (paymentStateOf), as parts that add up, kept like
 * customerCountParts: a statement that adds, removes or changes orders adds a part for each status and state it
 * moved (hand-written triggers in the migration); past 50 parts they are folded into one per status and state. The
 * orders list's tabs sum a few rows instead of counting the orders of the shop's history.
 */
export const orderStateCountParts = pgTable("order_state_count_parts", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  status: orderStatus().notNull(),
  payment: text().$type<"paid" | "partially_refunded" | "refunded">().notNull(),
  n: integer().notNull(),
});
