// The back office's delete of a soft-deletable record (products, add-ons, reviews, videos; ADR 062): the
// record is marked deleted and its activity entry keeps it whole as the snapshot, so Undo can bring it back
// within the restore window.
import type { Db } from "~/db/client.server";
import { IdSchema } from "~/lib/schema-fields";
import { softDelete, type SoftDeletable } from "~/lib/soft-delete.server";
import { writeThenNotify, type StoreScope } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";

import { restoreCutoff, type ActivityActor } from "./activity.schema";
import { recordActivity, type ActivityEntry, type WriteOptions } from "./activity.server";

/**
 * The delete function of one kind of record: `entryOf` words its activity entry, `answer` is what the
 * caller is told of the deleted record. The storefront hears of it (`scope`) once committed.
 */
export function recordedDelete<T extends SoftDeletable, Answer>(
  table: T,
  { scope, notFound }: { scope: StoreScope; notFound: string },
  entryOf: (row: T["$inferSelect"]) => ActivityEntry,
  answer: (row: T["$inferSelect"]) => Answer,
) {
  return async (db: Db, input: { id: string }, actor?: ActivityActor, options: WriteOptions = {}) => {
    const { id } = parseInput(IdSchema, input);
    return writeThenNotify(db, scope, async (tx) => {
      const before = await softDelete(tx, table, id, notFound, restoreCutoff());
      await recordActivity(tx, actor, { ...entryOf(before), snapshot: before, ...options });
      return answer(before);
    });
  };
}
