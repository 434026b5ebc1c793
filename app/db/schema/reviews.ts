// Reviews (SPEC §3) and the review requests that make a review a verified purchase.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { products } from "./catalog";
import { createdAt, id, ownedBy, timestamptz } from "./columns";
import { orders } from "./orders";

export const reviewStatus = pgEnum("review_status", ["published", "hidden"]);

/**
 * Where a review came from: typed in by an operator, written by a buyer through a review request,
 * imported, or a sample of the demo shop (shown as a sample, never counted as a customer's).
 */
export const REVIEW_SOURCES = ["operator", "order", "import", "sample"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    rating: integer().notNull().default(5),
    title: text().notNull().default(""),
    reviewText: text().notNull().default(""),
    reviewImage: text().notNull().default(""),
    customerName: text().notNull(),
    datePosted: createdAt(),
    /** true only for a review written through its order's review request (source `order`) */
    verifiedPurchase: boolean().notNull().default(false),
    status: reviewStatus().notNull().default("published"),
    position: integer().notNull().default(9999),
    source: text().$type<ReviewSource>().notNull().default("operator"),
    /** the review request it was written through */
    requestId: uuid(),
    /** the shop's public reply, shown under the review; a buyer's own words are never edited */
    reply: text().notNull().default(""),
    /** why an operator hid it (a buyer's review is hidden with a reason, not rewritten) */
    hiddenReason: text().notNull().default(""),
    /** when an operator last published or hid it: a buyer's review not yet moderated is pending */
    moderatedAt: timestamptz(),
    /** soft delete, as for products */
    deletedAt: timestamptz(),
  },
  (t) => [
    index("reviews_status_date_idx").on(t.status, t.datePosted),
    // a product's reviews of a status newest first: its page reads the first few, however many it has
    index("reviews_product_status_date_idx").on(t.productId, t.status, t.datePosted, t.id),
    index("reviews_position_date_idx").on(t.position, t.datePosted),
    // admin search finds a review by any part of its customer's name (ILIKE '%...%')
    index("reviews_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_verified_from_order", sql`not ${t.verifiedPurchase} or ${t.source} = 'order'`),
    // one review per product per review request: a link posted with a product twice makes one review
    uniqueIndex("reviews_request_product_key").on(t.requestId, t.productId),
  ],
);

export type Review = typeof reviews.$inferSelect;

export type NewReview = typeof reviews.$inferInsert;

/** A product the buyer is asked to review, captured when the order shipped. */
export type ReviewRequestItem = { productId: string; name: string; image: string; variant: string | null };

/**
 * One per shipped order: the buyer is emailed a signed link some days after shipping (settings'
 * reviewRequestDays) and may use it once to review each product bought.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    orderId: ownedBy(() => orders.id),
    orderNumber: text().notNull(),
    email: text().notNull(),
    customerName: text().notNull(),
    items: jsonb().$type<ReviewRequestItem[]>().notNull(),
    shippedAt: timestamptz().notNull(),
    /** when its email went into the outbox; null while it waits for the delay */
    queuedAt: timestamptz(),
    /** when the buyer sent their reviews: the link works once */
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_requests_order_key").on(t.orderId),
    index("review_requests_waiting_idx")
      .on(t.shippedAt)
      .where(sql`${t.queuedAt} is null`),
  ],
);

export type ReviewRequest = typeof reviewRequests.$inferSelect;
