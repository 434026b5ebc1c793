// Videos (SPEC §3).
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { products, productStatus } from "./catalog";
import { createdAt } from "./columns";

export const videos = pgTable(
  "videos",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    videoUrl: text().notNull(),
    thumbnailUrl: text().notNull().default(""),
    productId: uuid().references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    status: productStatus().notNull().default("published"),
    createdAt: createdAt(),
    /** set when deleted: kept restorable (Undo) for the restore window, then removed for good (ADR 278) */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("videos_product_position_idx").on(t.productId, t.position),
    check("videos_position_non_negative", sql`${t.position} >= 0`),
  ],
);

export type Video = typeof videos.$inferSelect;

export type NewVideo = typeof videos.$inferInsert;
