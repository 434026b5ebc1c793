// Undo's bookkeeping: the assistant's Undo and Activity's read and mark entries through these, so the log's
// table is queried only in this module.
import { and, asc, desc, eq, gt, isNull, notLike, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { activityLog, type ActivityRow } from "~/db/schema/activity";

/** The newest changes the assistant made that are neither undone nor undos themselves, newest first. */
export async function latestAssistantChanges(db: Db, limit: number) {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.origin, "assistant"), isNull(activityLog.undoneById), isNull(activityLog.undoOfId)))
    .orderBy(desc(activityLog.seq))
    .limit(limit);
}

/** The newest entry's number: what a change is about to write comes after it (see changesSince). */
export async function latestSeq(db: Db): Promise<number> {
  const [row] = await db.select({ seq: sql<number>`coalesce(max(${activityLog.seq}), 0)::bigint` }).from(activityLog);
  return Number(row?.seq ?? 0);
}

/** What one person recorded after entry number `seq`, oldest first: the changes a call of theirs just made. */
export async function changesSince(db: Db, actorId: string, seq: number) {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.actorId, actorId), gt(activityLog.seq, seq)))
    .orderBy(asc(activityLog.seq));
}

/** An entry, locked for the rest of the transaction (two Undos of it queue); undefined when there is none. */
export async function lockActivity(tx: Db, id: string): Promise<ActivityRow | undefined> {
  const [entry] = await tx.select().from(activityLog).where(eq(activityLog.id, id)).for("update");
  return entry;
}

/**
 * A change recorded for the same record after this entry, which Undo would silently overwrite. The
 * email outbox's own bookkeeping does not count (a shipping email queued because of this very change),
 * nor do later changes that were themselves undone, nor their undos: undoing the newer change puts the
 * record back to what this entry wrote, so the older Undo works again, in order.
 */
export async function laterChange(db: Db, entry: ActivityRow) {
  if (!entry.targetId) return null;
  const [later] = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.targetType, entry.targetType),
        eq(activityLog.targetId, entry.targetId),
        // Written after it: `seq`, as times can tie (ADR 001).
        gt(activityLog.seq, entry.seq),
        notLike(activityLog.action, "order.email%"),
        isNull(activityLog.undoneById),
        isNull(activityLog.undoOfId),
      ),
    )
    .orderBy(asc(activityLog.seq))
    .limit(1);
  return later ?? null;
}

/** Marks an entry undone by the undo just recorded for it (`undo_of_id`); returns that undo's id. */
export async function markUndone(tx: Db, entryId: string): Promise<string | null> {
  const [undo] = await tx
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(eq(activityLog.undoOfId, entryId))
    .limit(1);
  await tx
    .update(activityLog)
    .set({ undoneById: undo?.id ?? null })
    .where(eq(activityLog.id, entryId));
  return undo?.id ?? null;
}
