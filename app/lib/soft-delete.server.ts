// Soft delete (docs/decisions/062): a deleted record disappears everywhere at once but is kept, so the
// change can be undone, until it is older than the restore window. Products, add-ons, reviews and videos.
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";

import { DomainError } from "./errors";

export type SoftDeletable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** The record with this id, live or deleted as asked, locked for the rest of the transaction. */
async function lockOne<T extends SoftDeletable>(tx: Db, table: T, id: string, deleted: boolean) {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt)))
    .for("update");
  return row as T["$inferSelect"] | undefined;
}

/** The live (not deleted) record, locked for the rest of the transaction; otherwise not_found. */
export async function lockLive<T extends SoftDeletable>(tx: Db, table: T, id: string, notFound: string) {
  const row = await lockOne(tx, table, id, false);
  if (!row) throw new DomainError("not_found", notFound);
  return row;
}

/** The deleted record, locked for the rest of the transaction so it can be restored; otherwise a conflict. */
export async function lockDeleted<T extends SoftDeletable>(tx: Db, table: T, id: string, conflict: string) {
  const row = await lockOne(tx, table, id, true);
  if (!row) throw new DomainError("conflict", conflict);
  return row;
}

/**
 * Marks the live record deleted and answers it as it was (the activity log keeps it as the
 * snapshot). Records deleted before `purgeBefore` are removed for good first.
 */
export async function softDelete<T extends SoftDeletable>(
  tx: Db,
  table: T,
  id: string,
  notFound: string,
  purgeBefore: Date,
): Promise<T["$inferSelect"]> {
  await purgeDeleted(tx, table, purgeBefore);
  const before = await lockLive(tx, table, id, notFound);
  // drizzle cannot type a set() on a table it only knows by its id and deletedAt columns
  await tx
    .update(table as PgTable)
    .set({ deletedAt: new Date() } as never)
    .where(eq(table.id, id));
  return before;
}

/** Removes for good the records deleted before `cutoff`. */
export async function purgeDeleted(db: Db, table: SoftDeletable, cutoff: Date) {
  await db.delete(table).where(and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff)));
}
