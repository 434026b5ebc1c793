// The assistant's audit log of executed calls, and the plans it proposed.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt, id, ownedBy, timestamptz } from "./columns";

/** Every operation the AI assistant carried out, with who approved it. */
export const assistantAuditLog = pgTable(
  "assistant_audit_log",
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    toolName: text().notNull(),
    arguments: jsonb().notNull(),
    success: boolean().notNull(),
    message: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_audit_log_created_idx").on(t.createdAt)],
);

/**
 * A plan the assistant proposed: the exact tool calls (and the conversation's attachments) an admin
 * may approve. Execute runs only calls of a plan the server issued, once, for the admin it was issued
 * to, before it expires (ADR 060).
 */
export const assistantPlans = pgTable(
  "assistant_plans",
  {
    id: id(),
    userId: ownedBy(() => users.id),
    /** each call as proposed, with (for an update) the stored values its review card showed */
    toolCalls: jsonb()
      .$type<{ name: string; arguments: Record<string, unknown>; baseline?: Record<string, unknown> }[]>()
      .notNull(),
    attachments: jsonb().$type<{ url: string; filename: string; type: "image" | "video" }[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    /** set when the plan is executed; a plan runs at most once */
    usedAt: timestamptz(),
  },
  (t) => [index("assistant_plans_expires_idx").on(t.expiresAt)],
);
export type AssistantPlan = typeof assistantPlans.$inferSelect;
