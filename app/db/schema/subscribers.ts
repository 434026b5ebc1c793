// Email subscribers (SPEC §3).
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, id, timestamptz } from "./columns";

export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: id(),
    email: text().notNull(),
    subscribedAt: createdAt(),
    isActive: boolean().notNull().default(true),
    source: text().notNull().default("landing_page"),
    /**
     * When the address's owner confirmed it (PECR double opt-in): by the emailed link for a sign-up form,
     * at the paid order for the checkout box. Only confirmed addresses count as subscribed.
     */
    confirmedAt: timestamptz(),
  },
  (t) => [
    // one subscription per address, whatever its case
    uniqueIndex("email_subscribers_email_key").on(sql`lower(${t.email})`),
    // the list's keyset pages and the CSV export's batches, newest first
    index("email_subscribers_subscribed_at_idx").on(t.subscribedAt, t.id),
  ],
);

export type EmailSubscriber = typeof emailSubscribers.$inferSelect;

/**
 * How many addresses the mailing list holds, as parts that add up, kept like customerCountParts: a statement that
 * adds or removes subscribers adds a part (hand-written triggers in the migration); past 50 parts they are folded
 * into one. The subscribers list sums a few rows instead of counting the whole list on every page.
 */
export const subscriberCountParts = pgTable("subscriber_count_parts", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  n: integer().notNull(),
});
