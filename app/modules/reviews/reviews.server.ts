// Reviews as the public sees them. Every read outside the admin (the storefront's pages, the dashboard's
// count) filters with these, so the rule is written once.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import { reviewTotals } from "~/db/schema/review-totals";
import { reviews } from "~/db/schema/reviews";

import type { RatingTotals } from "./rating-summary";

/** A review the public may see: published, and not deleted (deleted reviews stay restorable for a while). */
export const publishedReview: SQL = and(eq(reviews.status, "published"), isNull(reviews.deletedAt))!;

/** How many reviews the public sees, as a scalar subquery for a statement that counts several things. */
export const publishedReviewCount = sql<string>`(select count(*) from ${reviews} where ${publishedReview})`;
/** How many reviews the admin list holds: hidden ones included, deleted ones not. */
export const reviewCount = sql<string>`(select count(*) from ${reviews} where ${reviews.deletedAt} is null)`;

/**
 * The running totals of the published reviews of `scope` (a product id as text, or 'shop' for every review),
 * as a scalar subquery giving JSON (null before the first review): kept by a trigger on reviews.
 */
export function ratingTotalsFor(scope: SQL) {
  return sql<RatingTotals | null>`(select json_build_object('count', t.count, 'ratingSum', t.rating_sum,
      'verified', t.verified, 'stars1', t.stars1, 'stars2', t.stars2, 'stars3', t.stars3, 'stars4', t.stars4,
      'stars5', t.stars5)
    from ${reviewTotals} t where t.scope = ${scope})`;
}
