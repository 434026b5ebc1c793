import { integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Running totals of the published reviews, per product (`scope` is its id) and for the whole shop
 * (`scope` = 'shop'), kept by a trigger on `reviews` in the transaction of the change (hand-written in the
 * migration): the rating summary is read from one row however many reviews there are.
 */
export const reviewTotals = pgTable("review_totals", {
  scope: text().primaryKey(),
  count: integer().notNull().default(0),
  ratingSum: integer().notNull().default(0),
  verified: integer().notNull().default(0),
  stars1: integer().notNull().default(0),
  stars2: integer().notNull().default(0),
  stars3: integer().notNull().default(0),
  stars4: integer().notNull().default(0),
  stars5: integer().notNull().default(0),
});

export type ReviewTotals = typeof reviewTotals.$inferSelect;
