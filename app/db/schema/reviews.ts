// Reviews (SPEC §3).
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { products } from "./catalog";

export const reviewStatus = pgEnum("review_status", ["published", "hidden"]);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    rating: integer().notNull().default(5),
    reviewText: text().notNull().default(""),
    reviewImage: text().notNull().default(""),
    customerName: text().notNull(),
    datePosted: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedPurchase: boolean().notNull().default(false),
    status: reviewStatus().notNull().default("published"),
    position: integer().notNull().default(9999),
    /** soft delete, as for products */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("reviews_status_date_idx").on(t.status, t.datePosted),
    index("reviews_product_status_idx").on(t.productId, t.status),
    index("reviews_position_date_idx").on(t.position, t.datePosted),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;

export type NewReview = typeof reviews.$inferInsert;
