// The one activity log: every change to the store is recorded here by the domain module that makes
// it, inside the same transaction, so a change and its record stand or fall together.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { activityLog } from "~/db/schema/activity";
import { ADMIN_PAGE_SIZE } from "~/lib/admin-query";
import { DomainError } from "~/lib/errors";
import { keysetPage } from "~/lib/keyset.server";
import { parseInput } from "~/lib/validation";

import {
  ActivityListQuerySchema,
  type ActivityListQuery,
  type ActivityActor as Actor,
  type FieldChanges,
} from "./activity.schema";
import { formatChanges } from "./change-format";

export type ActivityEntry = {
  /** `<targetType>.<verb>`, e.g. `product.update`, `order.cancel` */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** a name or order number a person recognises, kept even after the target is gone */
  targetLabel?: string | null;
  /** one sentence a person reads in the log */
  summary?: string;
  changes?: FieldChanges | null;
  /** the whole record before a delete, so it can be restored */
  snapshot?: unknown;
  undoOfId?: string | null;
};

/**
 * The entry of one change to one record: `<targetType>.<verb>`, the record's id, the name a person knows it
 * by, and what was done in words, any notes (what else the save changed) in brackets after it.
 */
export function entryFor(
  targetType: string,
  verb: string,
  target: { id: string; label: string },
  summary: string,
  notes: string[] = [],
): ActivityEntry {
  const said = notes.length ? ` (${notes.join("; ")})` : "";
  return {
    action: `${targetType}.${verb}`,
    targetType,
    targetId: target.id,
    targetLabel: target.label,
    summary: summary + said,
  };
}

/** What a caller may add to the entry a write function records (an undo names the entry it undid). */
export type WriteOptions = Pick<ActivityEntry, "undoOfId">;

/** How an edit is saved: from which baseline (see resolveEdit), and what its activity entry adds. */
export type EditOptions = WriteOptions & { baseline?: Record<string, unknown> };

// An entry is written as plain SQL rather than through drizzle's insert builder: every order writes three and every
// email sent one, and building the 14-column insert cost about ten times the statement below (docs/performance.md).
const COLUMNS = sql.raw(
  "actor_id, actor_email, origin, action, target_type, target_id, target_label, summary, changes, snapshot, undo_of_id",
);

function entryValues(actor: Actor | null | undefined, entry: ActivityEntry): SQL {
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  return sql`${actor?.id ?? null}::uuid, ${actor?.email ?? null}, ${actor ? (actor.origin ?? "page") : "system"},
    ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null}, ${entry.targetLabel ?? null},
    ${entry.summary ?? ""}, ${json(entry.changes)}::jsonb, ${json(entry.snapshot)}::jsonb,
    ${entry.undoOfId ?? null}::uuid`;
}

/** Records one change; pass the transaction that made the change as `db`. */
export async function recordActivity(
  db: Db,
  actor: Actor | null | undefined,
  entry: ActivityEntry,
): Promise<{ id: string }> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into ${activityLog} (${COLUMNS}) values (${entryValues(actor, entry)}) returning id`,
  );
  return row;
}

/**
 * Runs `change` (an INSERT, UPDATE or DELETE with RETURNING) and records `entries` only if it returned a
 * row, in ONE statement: atomic on its own, where separate statements would cost a round trip each (and
 * a transaction around them two more). Several entries keep the order given: they are written, and
 * numbered (`seq`), in that order, which breaks the tie of their equal or near-equal times (ADR 001).
 * Returns the change's rows as the database gave them (column names, driver values): return only plain
 * columns.
 */
export async function recordActivityIf<T>(
  db: Db,
  change: SQL,
  actor: Actor | null | undefined,
  entries: ActivityEntry | ActivityEntry[],
): Promise<T[]> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => sql`(${entryValues(actor, entry)})`);
  return queryRows<T>(
    db,
    sql`with changed as (${change}),
      logged as (insert into ${activityLog} (${COLUMNS}) select * from (values ${sql.join(rows, sql`, `)}) as entry
        where exists (select 1 from changed))
    select * from changed`,
  );
}

/** The fields whose values differ between two versions of a record (all keys of `after` unless named). */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields?: (keyof T)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of fields ?? (Object.keys(after) as (keyof T)[])) {
    if (!(key in after)) continue;
    if (!sameValue(before[key], after[key]))
      changes[key as string] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}

/**
 * An edit made from a baseline: the values the editor (a form, or the assistant's review card) started
 * from. Only fields whose proposed value differs from the baseline change; a changed field whose stored
 * value moved away from the baseline meanwhile (another save, a sale) is a conflict, unless it already
 * holds the proposed value. Fields missing from the baseline are compared with the stored record.
 * So a save never silently undoes what changed after its form was loaded (ADR 062).
 */
export function resolveEdit<P extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  proposed: P,
  fields: readonly string[],
  baseline?: Record<string, unknown>,
): { values: Partial<P>; conflicts: FieldChanges } {
  const values: Record<string, unknown> = {};
  const conflicts: FieldChanges = {};
  for (const key of fields) {
    if (!(key in proposed)) continue;
    const from = baseline && key in baseline ? baseline[key] : stored[key];
    if (sameValue(from, proposed[key]) || sameValue(stored[key], proposed[key])) continue;
    values[key] = proposed[key];
    if (!sameValue(stored[key], from)) conflicts[key] = { before: from ?? null, after: stored[key] ?? null };
  }
  return { values: values as Partial<P>, conflicts };
}

/**
 * "This product changed since you opened it": a 409 naming each conflicting field's current value, in
 * its form field too, with those values as `details.current` so the form can start from them.
 */
export function editConflict(noun: string, conflicts: FieldChanges): DomainError {
  const lines = formatChanges(conflicts);
  const now = lines.map((l) => `${l.label} is now ${l.after}`).join(", ");
  return new DomainError(
    "conflict",
    `This ${noun} changed since you opened it: ${now}. Check the values and save again.`,
    Object.fromEntries(lines.map((l) => [l.field, `Changed since you opened it: now ${l.after}`])),
    { current: Object.fromEntries(Object.entries(conflicts).map(([k, c]) => [k, c.after])) },
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (a === b) return true;
  if (a == null || b == null || typeof a !== "object" || typeof b !== "object") return (a ?? null) === (b ?? null);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The Activity page: newest first, filtered by origin and kind of target, in keyset pages (first, previous,
 * next, last) read from an index in that order: no count and no OFFSET, so a page costs the same however long
 * the log is.
 */
export async function listActivity(db: Db, query: ActivityListQuery = {}) {
  const { origin, targetType, ...keyset } = parseInput(ActivityListQuerySchema, query);
  const where = and(
    origin ? eq(activityLog.origin, origin) : undefined,
    targetType ? eq(activityLog.targetType, targetType) : undefined,
  );
  const page = await keysetPage(keyset, ADMIN_PAGE_SIZE, 2, async ({ cursor, side, fromEnd, limit }) => {
    const key = sql`(${activityLog.createdAt}, ${activityLog.seq})`;
    const edge = cursor
      ? side === "after"
        ? sql`${key} < (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)`
        : sql`${key} > (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)`
      : undefined;
    const rows = await db
      .select({ entry: activityLog, at: sql<string>`to_json(${activityLog.createdAt}) #>> '{}'` })
      .from(activityLog)
      .where(and(where, edge))
      .orderBy(
        ...(fromEnd
          ? [asc(activityLog.createdAt), asc(activityLog.seq)]
          : [desc(activityLog.createdAt), desc(activityLog.seq)]),
      )
      .limit(limit);
    return rows.map(({ entry, at }) => ({ row: entry, key: [at, String(entry.seq)] }));
  });
  const { rows: entries, ...pages } = page;
  return { entries, pages, origin: origin ?? null, targetType: targetType ?? null };
}

/**
 * Takes words (a customer's name and email) out of the entries of these records: their summaries, and
 * the before/after of changes (an address edited). For an erasure (docs/decisions/250); the entries stay.
 */
export async function redactActivityWords(tx: Db, targetType: string, targetIds: string[], words: string[]) {
  const targets = and(eq(activityLog.targetType, targetType), inArray(activityLog.targetId, targetIds));
  for (const word of words.filter((w) => w.trim().length > 0)) {
    await tx
      .update(activityLog)
      .set({ summary: sql`replace(${activityLog.summary}, ${word}, '[erased]')` })
      .where(and(targets, sql`strpos(${activityLog.summary}, ${word}) > 0`));
  }
  // an address correction's before and after are the customer's details themselves
  await tx
    .update(activityLog)
    .set({ changes: null })
    .where(and(targets, eq(activityLog.action, `${targetType}.address`)));
}

/** Everything that happened to one record, oldest first (an order's timeline). */
export async function listActivityForTarget(db: Db, targetType: string, targetId: string) {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.targetType, targetType), eq(activityLog.targetId, targetId)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.seq));
}

export async function getActivity(db: Db, id: string) {
  const [row] = await db.select().from(activityLog).where(eq(activityLog.id, id)).limit(1);
  return row ?? null;
}
