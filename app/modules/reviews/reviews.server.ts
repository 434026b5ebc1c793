// Reviews as the public sees them. Every read outside the admin (the storefront's pages, the dashboard's
// count) filters with these, so the rule is written once.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import { reviews } from "~/db/schema/reviews";

/** A review the public may see: published, and not deleted (deleted reviews stay restorable for a while). */
export const publishedReview: SQL = and(eq(reviews.status, "published"), isNull(reviews.deletedAt))!;

/** How many reviews the public sees, as a scalar subquery for a statement that counts several things. */
export const publishedReviewCount = sql<string>`(select count(*) from ${reviews} where ${publishedReview})`;
/** How many reviews the admin list holds: hidden ones included, deleted ones not. */
export const reviewCount = sql<string>`(select count(*) from ${reviews} where ${reviews.deletedAt} is null)`;
