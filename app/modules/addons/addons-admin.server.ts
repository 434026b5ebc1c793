// Admin writes and reads for add-ons; every input goes through the form's schema and every change
// is recorded in the activity log in its own transaction.
import { and, asc, count, desc, eq, ilike, isNull, ne } from "drizzle-orm";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { addons, type Addon } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { containsPattern, pageWindow } from "~/lib/admin-query";
import { getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError, refuseUniqueViolation } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { lockDeleted, lockLive, purgeDeleted, softDelete } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { restoreCutoff } from "~/modules/activity/activity.schema";
import {
  diffFields,
  editConflict,
  entryFor,
  recordActivity,
  resolveEdit,
  type EditOptions,
  type WriteOptions,
} from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { patchEach } from "~/modules/catalog/catalog-bulk.server";
import type { VariantRowInput } from "~/modules/catalog/variants.schema";
import { parseVariantRows, saveVariantRows, variantSummaries } from "~/modules/catalog/variants.server";
import { assertGenuineWasPrice } from "~/modules/promotions/price-history.server";

import {
  AddonFields,
  AddonFilterSchema,
  AddonListQuerySchema,
  AddonPatchSchema,
  AddonSchema,
  AddonUpdateSchema,
  BulkAddonUpdateSchema,
  toAddonInput,
  type AddonInput,
  type AddonListQuery,
  type AddonPatchInput,
  type BulkAddonUpdateInput,
} from "./addons.schema";

const SLUG_TAKEN = () =>
  new DomainError("conflict", "An add-on with this slug already exists.", {
    slug: "An add-on with this slug already exists.",
  });

export async function listAddonsForAdmin(db: Db, query: AddonListQuery = {}) {
  const { search, page, status, type, productLinked } = parseInput(AddonListQuerySchema, query);
  const where = and(
    isNull(addons.deletedAt),
    search ? ilike(addons.name, containsPattern(search)) : undefined,
    status ? eq(addons.status, status) : undefined,
    type ? eq(addons.type, type) : undefined,
    productLinked ? eq(addons.productLinked, productLinked) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(addons).where(where);
  const window = pageWindow(total, page);
  const rows = await db
    .select({
      id: addons.id,
      name: addons.name,
      slug: addons.slug,
      image: addons.image,
      type: addons.type,
      price: addons.price,
      status: addons.status,
      productLinked: addons.productLinked,
    })
    .from(addons)
    .where(where)
    // Newest first; name and id break ties (a seeded or imported catalogue shares one time), so every
    // page asks for the same order and no add-on shows on two pages or on none.
    .orderBy(desc(addons.createdAt), asc(addons.name), asc(addons.id))
    .limit(window.limit)
    .offset(window.offset);
  // each add-on's stock: its variants' total (null: none tracked) and the variants sold out (ADR 260)
  const stock = await variantSummaries(
    db,
    "addon",
    rows.map((row) => row.id),
  );
  const listed = rows.map((row) => ({ ...row, stock: stock.get(row.id) ?? { total: null, soldOut: [] } }));
  return { addons: listed, total, page: window.page, pageCount: window.pageCount, search };
}

export const getAddonForAdmin = (db: Db, id: string) => getRecordForAdmin(db, addons, id, "Add-on not found.");

const EDITABLE = Object.keys(AddonFields.shape) as (keyof Addon)[];
const label = (row: { name: string }) => `“${row.name}”`;
/** An add-on's activity entry: what was done to which add-on, in words, with any notes after it. */
const entryOf = (row: { id: string; name: string }, verb: string, done: string, notes: string[] = []) =>
  entryFor("addon", verb, { id: row.id, label: row.name }, `${done} add-on ${label(row)}`, notes);

/** A save from the admin form may carry its variants' table (SKU, stock, price, threshold per variant). */
type WithVariants = { variants?: VariantRowInput[] };

export async function createAddon(db: Db, input: AddonInput & WithVariants, actor?: Actor) {
  const data = parseInput(AddonSchema, input);
  const variantRows = parseVariantRows(input.variants);
  return slugGuard(() =>
    write(db, async (tx) => {
      await checkReferences(tx, data.slug, data.productLinked);
      await assertGenuineWasPrice(tx, "addon", null, data.compareAtPrice);
      const [row] = await tx.insert(addons).values(data).returning();
      // the insert made its variants (untracked); the table's details go onto them by name
      if (variantRows) await saveVariantRows(tx, "addon", row.id, variantRows);
      await recordActivity(tx, actor, entryOf(row, "create", "Created"));
      return row;
    }),
  );
}

/**
 * Saves an edit under the add-on's row lock, from a baseline when given: only fields that differ from
 * it are written, and one that changed meanwhile is a conflict (see updateProduct).
 */
export async function updateAddon(
  db: Db,
  input: Partial<AddonInput> & WithVariants & { id: string },
  actor?: Actor,
  { baseline, ...options }: EditOptions = {},
) {
  const { id } = parseInput(IdSchema, { id: input.id });
  const variantRows = parseVariantRows(input.variants);
  return slugGuard(() =>
    write(db, async (tx) => {
      const before = await lockLive(tx, addons, id, "Add-on not found.");
      const { id: _id, ...data } = parseInput(AddonUpdateSchema, { ...toAddonInput(before), ...input, id });
      const { values, conflicts } = resolveEdit(before, data, EDITABLE, baseline);
      if (Object.keys(conflicts).length > 0) throw editConflict("add-on", conflicts);
      await checkReferences(tx, data.slug, data.productLinked, id);
      if (Object.keys(values).length === 0 && !variantRows) return before;
      if (values.compareAtPrice != null) await assertGenuineWasPrice(tx, "addon", id, values.compareAtPrice);
      const [row] = await tx
        .update(addons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(addons.id, id))
        .returning();
      // the update made the rows follow its options; the table's details go onto them by name (ADR 260)
      const said = variantRows ? await saveVariantRows(tx, "addon", id, variantRows) : [];
      const changes = diffFields(before, row, EDITABLE);
      if (Object.keys(changes).length === 0 && said.length === 0) return row;
      await recordActivity(tx, actor, { ...entryOf(row, "update", "Updated", said), changes, ...options });
      return row;
    }),
  );
}

/** A partial edit: only the given fields change, checked exactly as the form checks them. */
export async function patchAddon(db: Db, input: AddonPatchInput, actor?: Actor, options: EditOptions = {}) {
  parseInput(AddonPatchSchema, input);
  return updateAddon(db, input, actor, options);
}

/** Deletes an add-on, kept restorable for RESTORE_DAYS (see deleteProduct). */
export async function deleteAddon(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return write(db, async (tx) => {
    const before = await softDelete(tx, addons, id, "Add-on not found.", restoreCutoff());
    await recordActivity(tx, actor, { ...entryOf(before, "delete", "Deleted"), snapshot: before, ...options });
    return { id, name: before.name };
  });
}

export async function restoreAddon(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return slugGuard(() =>
    write(db, async (tx) => {
      const row = await lockDeleted(tx, addons, id, "This add-on is no longer deleted or can no longer be restored.");
      await checkReferences(tx, row.slug, null, id);
      await tx.update(addons).set({ deletedAt: null, updatedAt: new Date() }).where(eq(addons.id, id));
      await recordActivity(tx, actor, { ...entryOf(row, "restore", "Restored"), ...options });
      return { id, name: row.name, slug: row.slug };
    }),
  );
}

export const purgeDeletedAddons = (db: Db, now = new Date()) => purgeDeleted(db, addons, restoreCutoff(now));

/** The live add-ons a bulk filter picks, by name. */
export async function findAddonsForBulk(db: Db, filter: z.input<typeof AddonFilterSchema> = {}) {
  const { status, nameContains, type, productLinked } = parseInput(AddonFilterSchema, filter);
  return db
    .select({ id: addons.id, name: addons.name, price: addons.price, status: addons.status })
    .from(addons)
    .where(
      and(
        isNull(addons.deletedAt),
        status ? eq(addons.status, status) : undefined,
        type ? eq(addons.type, type) : undefined,
        productLinked ? eq(addons.productLinked, productLinked) : undefined,
        nameContains ? ilike(addons.name, containsPattern(nameContains)) : undefined,
      ),
    )
    .orderBy(asc(addons.name));
}

/** One change to many add-ons, each through patchAddon, all in one transaction (see bulkUpdateProducts). */
export async function bulkUpdateAddons(db: Db, input: BulkAddonUpdateInput, actor?: Actor) {
  const { filter, change } = parseInput(BulkAddonUpdateSchema, input);
  if (change.setStock !== undefined) throw new DomainError("invalid_input", "Add-ons have no stock to set.");
  return write(db, async (tx) => {
    const rows = await findAddonsForBulk(tx, filter);
    return patchEach(rows, change, "No add-ons match that filter.", (edit) => patchAddon(tx, edit, actor));
  });
}

const slugGuard = <T>(run: () => Promise<T>) => refuseUniqueViolation(run, SLUG_TAKEN);

async function checkReferences(db: Db, slug: string, productLinked: string | null, exceptId?: string) {
  const [taken] = await db
    .select({ id: addons.id })
    .from(addons)
    .where(and(eq(addons.slug, slug), isNull(addons.deletedAt), exceptId ? ne(addons.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw SLUG_TAKEN();
  if (productLinked) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productLinked), isNull(products.deletedAt)))
      .limit(1);
    if (!product)
      throw new DomainError("invalid_input", "Choose a product from the list", {
        productLinked: "Choose a product from the list",
      });
  }
}

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "catalog", run);
