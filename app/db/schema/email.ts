// The email outbox (ADR 100): queued in the transaction of the change, sent in the background.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { createdAt, id, timestamptz, writeOrder } from "./columns";
import { orders } from "./orders";

/**
 * Emails waiting to go out, written in the transaction of the change that causes them and delivered
 * by the background sender (app/modules/email/delivery.server.ts) with retries. `dedupeKey` makes an
 * email once-only (e.g. one shipping email per tracking number).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    /** which template renders it (order_confirmation, order_shipped, order_cancelled, order_refunded) */
    template: text().notNull(),
    to: text().notNull(),
    /** what the template needs, captured when the email was queued */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    dedupeKey: text(),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    /** pending, sending, sent, failed (gave up) */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    /** a sender's claim; a claim that outlives this (the process died) is taken over */
    lockedUntil: timestamptz(),
    lastError: text(),
    subject: text(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
    /** the order emails were queued in, which the sender keeps for each address */
    seq: writeOrder(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_order_idx").on(t.orderId),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
