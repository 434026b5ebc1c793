// The activity log: every change to the store, with before → after.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { id, timestamptz, writeOrder } from "./columns";

/**
 * One log of every change to the store, from the admin pages, the JSON API, the AI assistant and the
 * system (webhooks, the background sender). Written by the domain module that makes the change, in
 * the same transaction; read by the Activity page, undo and the order timeline.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    // clock_timestamp, not now(): entries written in one transaction (an order placed, then shipped by
    // the same request) show the moment of each; `seq` orders those whose moments tie.
    createdAt: timestamptz()
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** kept as text so the entry still says who after the user is removed */
    actorEmail: text(),
    /** page, assistant, api or system */
    origin: text().notNull(),
    /** `<targetType>.<verb>`, e.g. product.update, order.cancel */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    targetLabel: text(),
    summary: text().notNull().default(""),
    /** the changed fields only: { field: { before, after } } */
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>(),
    /** the whole record before a delete, so it can be restored */
    snapshot: jsonb(),
    /** this entry undid that one */
    undoOfId: uuid(),
    /** set on an entry once it has been undone */
    undoneById: uuid(),
    /** orders the entries whose `createdAt` ties (an order shipped, its email queued a moment later) */
    seq: writeOrder(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt),
    index("activity_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("activity_log_origin_idx").on(t.origin, t.createdAt, t.seq),
    // the Activity page's keyset pages, unfiltered and by kind of target (newest first)
    index("activity_log_keyset_idx").on(t.createdAt, t.seq),
    index("activity_log_type_keyset_idx").on(t.targetType, t.createdAt, t.seq),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
