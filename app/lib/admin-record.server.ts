// The back office's read of one record to edit (products, add-ons, reviews, videos), and of one its form chose.
import { and, eq, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";

import { DomainError } from "./errors";
import { IdSchema } from "./schema-fields";
import { parseInput } from "./validation";

type TableWithId = PgTable & { id: PgColumn; deletedAt?: PgColumn };

/**
 * The record with this id: the id is checked first (a malformed one is a 400, never a database
 * error), and a missing record, or a soft-deleted one where the table has `deletedAt`, is a
 * not_found with `notFound`.
 */
export async function getRecordForAdmin<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  notFound: string,
): Promise<T["$inferSelect"]> {
  const valid = parseInput(IdSchema, { id }).id;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, valid), table.deletedAt ? isNull(table.deletedAt) : undefined))
    .limit(1);
  if (!row) throw new DomainError("not_found", notFound);
  return row as T["$inferSelect"];
}

/**
 * Refuses a form's choice of another record (the product an add-on, a review or a video belongs to) that
 * is not there: a missing one, or a soft-deleted one unless `includeDeleted`, is an invalid_input on
 * `field` with `message`.
 */
export async function assertChosen<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  { field, message, includeDeleted = false }: { field: string; message: string; includeDeleted?: boolean },
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), table.deletedAt && !includeDeleted ? isNull(table.deletedAt) : undefined))
    .limit(1);
  if (!row) throw new DomainError("invalid_input", message, { [field]: message });
}
