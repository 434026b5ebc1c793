// The back office's create, update and delete of a soft-deletable record (products, add-ons, reviews,
// videos; ADR 062), each recorded in the activity log in its own transaction. A deleted record is marked
// deleted and its activity entry keeps it whole as the snapshot, so Undo can bring it back within the
// restore window.
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";
import { IdSchema } from "~/lib/schema-fields";
import { lockLive, softDelete, type SoftDeletable } from "~/lib/soft-delete.server";
import { writeThenNotify, type StoreScope } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";

import { restoreCutoff, type ActivityActor } from "./activity.schema";
import { diffFields, recordActivity, type ActivityEntry, type WriteOptions } from "./activity.server";

/**
 * What the writes of one kind of record share: its table, the storefront scope told of a change once it
 * is committed, the message for an id that is not there (or is deleted), and `check`, which refuses a
 * record the input refers to that is not there.
 */
export type RecordedKind<T extends SoftDeletable, Refs = unknown> = {
  table: T;
  scope: StoreScope;
  notFound: string;
  check?: (tx: Db, data: Refs) => Promise<void>;
};

/**
 * The delete function of one kind of record: `entryOf` words its activity entry, `answer` is what the
 * caller is told of the deleted record.
 */
export function recordedDelete<T extends SoftDeletable, Answer>(
  { table, scope, notFound }: RecordedKind<T, never>,
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

/**
 * The create function of one kind of record: `parse` checks the input by its form's schema, `values`
 * adds what the form does not give, and `entryOf` words its activity entry.
 */
export function recordedCreate<T extends SoftDeletable, Refs, Input, Data extends Refs & object>(
  { table, scope, check }: RecordedKind<T, Refs>,
  options: { parse: (input: Input) => Data; values?: (data: Data) => object },
  entryOf: (row: T["$inferSelect"]) => ActivityEntry,
) {
  const { parse, values = (data: Data) => data } = options;
  return async (db: Db, input: Input, actor?: ActivityActor): Promise<T["$inferSelect"]> => {
    const data = parse(input);
    return writeThenNotify(db, scope, async (tx) => {
      await check?.(tx, data);
      // drizzle cannot type an insert into a table it only knows as a table
      const [row] = (await tx
        .insert(table as PgTable)
        .values(values(data) as never)
        .returning()) as T["$inferSelect"][];
      await recordActivity(tx, actor, entryOf(row));
      return row;
    });
  };
}

/**
 * The update function of one kind of record, under its row lock: `parse` checks the input (with the
 * record's id) by its form's schema, `values` is what is written (the parsed fields but the id, unless it
 * says otherwise), and the activity entry lists the `editable` fields that changed. A save that changes
 * nothing leaves no activity entry.
 */
export function recordedUpdate<T extends SoftDeletable, Refs, Input, Data extends Refs & { id: string }>(
  { table, scope, notFound, check }: RecordedKind<T, Refs>,
  options: {
    editable: string[];
    parse: (input: Input) => Data;
    values?: (data: Data, before: T["$inferSelect"]) => object;
  },
  entryOf: (row: T["$inferSelect"]) => ActivityEntry,
) {
  const { editable, parse, values = ({ id: _id, ...data }: Data) => data } = options;
  return async (db: Db, input: Input, actor?: ActivityActor, writeOptions: WriteOptions = {}) => {
    const data = parse(input);
    return writeThenNotify(db, scope, async (tx) => {
      const before = await lockLive(tx, table, data.id, notFound);
      await check?.(tx, data);
      const [row] = (await tx
        .update(table as PgTable)
        .set(values(data, before) as never)
        .where(eq(table.id, data.id))
        .returning()) as T["$inferSelect"][];
      const changes = diffFields(before as Record<string, unknown>, row as Record<string, unknown>, editable);
      if (Object.keys(changes).length === 0) return row;
      await recordActivity(tx, actor, { ...entryOf(row), changes, ...writeOptions });
      return row;
    });
  };
}
