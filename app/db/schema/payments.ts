// Payments: checkouts awaiting confirmation, the test provider's records, provider events seen.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, orderTotals, timestamps, timestamptz } from "./columns";
import type { OrderItem, ShippingAddress } from "./orders";

/** The priced checkout, kept server-side between payment intent and confirmation. */
export const paymentCheckouts = pgTable("payment_checkouts", {
  paymentId: text().primaryKey(),
  provider: text().notNull(),
  email: text().notNull(),
  emailOffers: boolean().notNull().default(false),
  customerName: text().notNull(),
  items: jsonb().$type<OrderItem[]>().notNull(),
  shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
  shippingMethod: text().notNull(),
  ...orderTotals(),
  /** set when the payment succeeded but the order was refused (stock ran out); a replay repeats it */
  failureMessage: text(),
  /**
   * set when the start-up reconciliation settled a checkout that has no order: its payment was
   * cancelled or refunded, or it was never paid and is abandoned (then cancelled at the provider)
   */
  reconciledAt: timestamptz(),
  createdAt: createdAt(),
});

/**
 * The built-in test payment provider's payments (used when no Stripe secret key is set). Kept in the
 * database, not in memory, because several server processes may share one shop.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    idempotencyKey: text().notNull(),
    /** pence */
    amount: integer().notNull(),
    /** Stripe's names: requires_payment_method, succeeded, canceled, refunded */
    status: text().notNull().default("requires_payment_method"),
    /** pence refunded so far (partial refunds); status becomes refunded when it reaches amount */
    amountRefunded: integer().notNull().default(0),
    lastError: text(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex("test_payments_idempotency_key").on(t.idempotencyKey)],
);

/** The test provider's refunds, like Stripe's: one per idempotency key. */
export const testRefunds = pgTable(
  "test_refunds",
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => testPayments.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    /** pence */
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_refunds_idempotency_key").on(t.idempotencyKey)],
);

/** Stripe webhook events already handled, so a redelivery does nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});
