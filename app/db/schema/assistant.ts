// The assistant's audit log of executed calls.
// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript; money is
// integer pence.
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { users } from "./auth";
import { createdAt } from "./columns";

/** Every operation the AI assistant carried out, with who approved it. */
export const assistantAuditLog = pgTable(
  "assistant_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    toolName: text().notNull(),
    arguments: jsonb().notNull(),
    success: boolean().notNull(),
    message: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_audit_log_created_idx").on(t.createdAt)],
);
