import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { timestamptz } from "./columns";
import type { ShippingAddress } from "./orders";

/**
 * One row per address that ordered or joined the mailing list (lower-cased), kept by triggers on `orders`
 * and `email_subscribers` in the transaction of the change (hand-written in the migration): the customers
 * list pages and searches this table by index instead of grouping every order per view.
 */
export const customers = pgTable(
  "customers",
  {
    email: text().primaryKey(),
    /** the name on the latest order; null for an address that only subscribed */
    name: text(),
    orderCount: integer().notNull().default(0),
    /** pence paid less refunded */
    spend: integer().notNull().default(0),
    lastOrderAt: timestamptz(),
    /** null: not on the mailing list */
    subscribed: boolean(),
    // The record the shop keeps by hand (the triggers never write these): what an operator knows of the
    // customer beyond their orders. Erasure clears them.
    phone: text().notNull().default(""),
    notes: text().notNull().default(""),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** where their next order usually goes; null until set */
    defaultAddress: jsonb().$type<Omit<ShippingAddress, "phone">>(),
  },
  (t) => [
    // the list's order, read backwards: most recent order first, addresses that only subscribed last (keyset
    // pages compare this pair)
    index("customers_keyset_idx").on(sql`coalesce(${t.lastOrderAt}, '-infinity'::timestamptz)`, t.email),
    index("customers_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("customers_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export type Customer = typeof customers.$inferSelect;

/**
 * How many customers there are, as parts that add up: a statement that adds or removes customers adds a part
 * (hand-written triggers in the migration), and past 50 parts they are folded into one. The list's header
 * sums a few rows instead of counting the whole table, and no order waits on another to update one total.
 */
export const customerCountParts = pgTable("customer_count_parts", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  n: integer().notNull(),
});
