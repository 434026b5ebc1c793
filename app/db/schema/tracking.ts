// 17TRACK answers kept for a while.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt, timestamptz } from "./columns";

/** 17TRACK answers cached per tracking number, to stay within quota. */
export const trackingCache = pgTable("tracking_cache", {
  trackingNumber: text().primaryKey(),
  payload: jsonb().notNull(),
  fetchedAt: createdAt(),
  expiresAt: timestamptz().notNull(),
});
