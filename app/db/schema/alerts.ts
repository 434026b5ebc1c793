// Stock alerts: shoppers waiting for a sold-out item to come back. An address is held here only for
// this, and the row (with it) is deleted once its email is queued or the shopper unsubscribes.
import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, id, timestamptz } from "./columns";
import { pricedItemRef } from "./promotions";

/** One shopper waiting for one item (and the option they chose, if it has options). */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: id(),
    ...pricedItemRef(),
    /** the option (colour) the shopper chose, or null for the item as a whole */
    variant: text(),
    email: text().notNull(),
    createdAt: createdAt(),
    /** when the shopper followed the emailed confirmation link (PECR double opt-in); null until then */
    confirmedAt: timestamptz(),
  },
  (t) => [
    // asking twice for the same item and option is one request, whatever the address's case
    uniqueIndex("back_in_stock_requests_once").on(
      t.itemKind,
      t.itemId,
      sql`coalesce(${t.variant}, '')`,
      sql`lower(${t.email})`,
    ),
    index("back_in_stock_requests_item_idx").on(t.itemKind, t.itemId),
    index("back_in_stock_requests_email_idx").on(sql`lower(${t.email})`),
  ],
);

export type BackInStockRequest = typeof backInStockRequests.$inferSelect;
