// Videos (SPEC §3).
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { products, productStatus } from "./catalog";
import { createdAt, id, nonNegative, timestamptz } from "./columns";

export const videos = pgTable(
  "videos",
  {
    id: id(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    videoUrl: text().notNull(),
    thumbnailUrl: text().notNull().default(""),
    productId: uuid().references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    status: productStatus().notNull().default("published"),
    createdAt: createdAt(),
    /** set when deleted: kept restorable (Undo) for the restore window, then removed for good (ADR 062) */
    deletedAt: timestamptz(),
  },
  (t) => [
    index("videos_product_position_idx").on(t.productId, t.position),
    nonNegative("videos_position_non_negative", t.position),
  ],
);

export type Video = typeof videos.$inferSelect;

export type NewVideo = typeof videos.$inferInsert;
