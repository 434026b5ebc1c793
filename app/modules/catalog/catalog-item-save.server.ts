// Saving a catalogue item from the back office. Products and add-ons are both named, slugged, priced items
// with variants (ADR 245), so creating one, saving an edit, deleting and restoring it take the same steps:
// each input parsed by the item's form schema, each change recorded in the activity log in its own
// transaction, and the storefront told once it is committed.
import { and, eq, isNull, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { DomainError, refuseUniqueViolation } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { lockDeleted, lockLive } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import {
  diffFields,
  editConflict,
  entryFor,
  recordActivity,
  resolveEdit,
  type EditOptions,
  type WriteOptions,
} from "~/modules/activity/activity.server";
import { recordedDelete } from "~/modules/activity/recorded-writes.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { assertGenuineWasPrice } from "~/modules/promotions/price-history.server";

import type { VariantRow, VariantRowInput } from "./variants.schema";
import { parseVariantRows, saveVariantRows, type ItemKind } from "./variants.server";

type ItemTable = PgTable & { id: PgColumn; slug: PgColumn; deletedAt: PgColumn };
type ItemRow = { id: string; name: string; slug: string };
type ItemData = { slug: string; compareAtPrice: number | null };

/**
 * What an editor read of an item's stock (docs/decisions/245): the form's stock version, or a baseline
 * holding the count itself (the assistant's review card, Undo).
 */
export type StockRead = { stockVersion?: number; baseline?: Record<string, unknown> };

/** A save from the admin form may carry its variants' table (SKU, stock, price, threshold per variant). */
export type WithVariants = { variants?: VariantRowInput[] };

/** What tells one kind of catalogue item from the other. */
export type CatalogItemKind<Table extends ItemTable, Input, Data extends ItemData> = {
  kind: ItemKind;
  /** its name in sentences: "product", "add-on" */
  noun: string;
  table: Table;
  /** the fields a person edits, compared for the activity log (not timestamps or counters) */
  editable: (keyof Table["$inferSelect"])[];
  /** its form schema, which checks a new item's input */
  schema: z.ZodType<Data>;
  /** the form schema with the item's id, which checks an edit's input laid over the stored item */
  updateSchema: z.ZodType<Data & { id: string }>;
  /** a partial edit's input: the id and only the fields it changes, each checked as the form checks it */
  patchSchema: z.ZodType;
  /** a stored item as its form's input, for an edit to lay its fields over */
  toInput: (row: Table["$inferSelect"]) => Input;
  /** refuses a choice the form made that is not there (an add-on's product) */
  checkChoices?: (tx: Db, data: Data) => Promise<void>;
  /** writes what an edit changed in the item's own columns, and answers what is left for its row */
  writeEdit?: (
    tx: Db,
    before: ItemRow,
    values: Partial<Data>,
    variantRows: VariantRow[] | undefined,
    read: StockRead,
  ) => Promise<object>;
};

/** The create, update (whole or partial), delete and restore of one kind of catalogue item. */
export function catalogItemWrites<Table extends ItemTable, Input, Data extends ItemData>(
  item: CatalogItemKind<Table, Input, Data>,
) {
  type Row = Table["$inferSelect"] & ItemRow;
  const table = item.table as ItemTable;
  const slugTaken = () => {
    const message = `${item.noun === "product" ? "A product" : "An add-on"} with this slug already exists.`;
    return new DomainError("conflict", message, { slug: message });
  };
  /** An item's activity entry: what was done to which item, in words, with any notes after it. */
  const entryOf = (row: ItemRow, verb: string, done: string, notes: string[] = []) =>
    entryFor(item.kind, verb, { id: row.id, label: row.name }, `${done} ${item.noun} “${row.name}”`, notes);
  const notFound = `${item.noun[0].toUpperCase()}${item.noun.slice(1)} not found.`;
  const write = <T>(db: Db, run: (tx: Db) => Promise<T>) =>
    refuseUniqueViolation(() => writeThenNotify(db, "catalog", run), slugTaken);
  const editable = item.editable as string[];

  async function create(db: Db, input: Input & WithVariants, actor?: Actor): Promise<Row> {
    const data = parseInput(item.schema, input);
    const variantRows = parseVariantRows(input.variants);
    return write(db, async (tx) => {
      await checkReferences(tx, data);
      await assertGenuineWasPrice(tx, item.kind, null, data.compareAtPrice);
      const [row] = (await tx.insert(table).values(data).returning()) as Row[];
      // the insert made its variants; the table's details go onto them by name
      if (variantRows) await saveVariantRows(tx, item.kind, row, variantRows, { fresh: true });
      await recordActivity(tx, actor, entryOf(row, "create", "Created"));
      return row;
    });
  }

  /**
   * Saves an edit under the item's row lock: the given fields over the stored ones, checked by the form's
   * schema. With a baseline (what the form or the review card showed), only fields that differ from it are
   * written, and one that changed meanwhile is refused as a conflict with its current value; so a sale
   * between loading the form and saving it is never undone.
   */
  async function update(
    db: Db,
    input: Partial<Input> & WithVariants & { id: string },
    actor?: Actor,
    { baseline, stockVersion, ...options }: EditOptions & { stockVersion?: number } = {},
  ): Promise<Row> {
    const { id } = parseInput(IdSchema, { id: input.id });
    const variantRows = parseVariantRows(input.variants);
    return write(db, async (tx) => {
      const before = (await lockLive(tx, table, id, notFound)) as Row;
      // its id is the row's own: only the editable fields are compared and written
      const data: Data = parseInput(item.updateSchema, { ...item.toInput(before), ...input, id });
      const { values, conflicts } = resolveEdit(before, data, editable, baseline);
      if (Object.keys(conflicts).length > 0) throw editConflict(item.noun, conflicts);
      await checkReferences(tx, data, id);
      if (Object.keys(values).length === 0 && !variantRows) return before;
      if (values.compareAtPrice != null) await assertGenuineWasPrice(tx, item.kind, id, values.compareAtPrice);
      const read = { stockVersion, baseline };
      const columns = item.writeEdit ? await item.writeEdit(tx, before, values, variantRows, read) : values;
      await tx
        .update(table)
        .set({ ...columns, updatedAt: new Date() } as never)
        .where(eq(table.id, id));
      // the update made the rows follow its options; the table's details go onto them by name
      const said = variantRows ? await saveVariantRows(tx, item.kind, before, variantRows) : [];
      // read back after the variants: a product's stock total is theirs
      const [row] = (await tx.select().from(table).where(eq(table.id, id))) as Row[];
      const changes = diffFields(before, row, editable);
      if (Object.keys(changes).length === 0 && said.length === 0) return row;
      await recordActivity(tx, actor, { ...entryOf(row, "update", "Updated", said), changes, ...options });
      return row;
    });
  }

  /** A partial edit: only the given fields change, checked exactly as the form checks them. */
  async function patch(db: Db, input: Partial<Input> & { id: string }, actor?: Actor, options: EditOptions = {}) {
    parseInput(item.patchSchema, input);
    return update(db, input, actor, options);
  }

  /**
   * Deletes an item: it disappears from the storefront and the admin at once, but is kept (soft deleted)
   * for RESTORE_DAYS so the change can be undone with its links intact. Orders hold copies of what they
   * sold, so they never change.
   */
  const remove = recordedDelete(
    { table: item.table, scope: "catalog", notFound },
    (row) => entryOf(row as Row, "delete", "Deleted"),
    (row) => ({ id: (row as Row).id, name: (row as Row).name }),
  );

  /** Brings a deleted item back as it was; refused when its slug has been taken meanwhile. */
  async function restore(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
    const { id } = parseInput(IdSchema, input);
    return write(db, async (tx) => {
      const conflict = `This ${item.noun} is no longer deleted or can no longer be restored.`;
      const row = (await lockDeleted(tx, table, id, conflict)) as Row;
      await assertSlugFree(tx, row.slug, id);
      await tx
        .update(table)
        .set({ deletedAt: null, updatedAt: new Date() } as never)
        .where(eq(table.id, id));
      await recordActivity(tx, actor, { ...entryOf(row, "restore", "Restored"), ...options });
      return { id, name: row.name, slug: row.slug };
    });
  }

  async function assertSlugFree(tx: Db, slug: string, exceptId?: string) {
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, slug), isNull(table.deletedAt), exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    if (taken) throw slugTaken();
  }

  async function checkReferences(tx: Db, data: Data, exceptId?: string) {
    await assertSlugFree(tx, data.slug, exceptId);
    await item.checkChoices?.(tx, data);
  }

  return { create, update, patch, remove, restore };
}
