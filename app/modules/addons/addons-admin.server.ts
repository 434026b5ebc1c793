// Admin writes and reads for add-ons; every input goes through the form's schema and every change
// is recorded in the activity log in its own transaction.
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { addons, type Addon } from "~/db/schema/addons";
import { getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError } from "~/lib/errors";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";
import { assertProductChosen } from "~/modules/catalog/catalog-admin.server";
import { patchEach } from "~/modules/catalog/catalog-bulk.server";
import { catalogItemWrites } from "~/modules/catalog/catalog-item-save.server";
import { liveItemsWhere, newestItemsPage } from "~/modules/catalog/live-items.server";
import { variantSummaries } from "~/modules/catalog/variants.server";

import {
  AddonFields,
  AddonFilterSchema,
  AddonListQuerySchema,
  AddonPatchSchema,
  AddonSchema,
  AddonUpdateSchema,
  BulkAddonUpdateSchema,
  toAddonInput,
  type AddonListQuery,
  type BulkAddonUpdateInput,
} from "./addons.schema";

/** An add-on filter's own conditions: its type, and the product it is linked to. */
const ofTypeAndProduct = (type: Addon["type"] | undefined, productLinked: string | undefined) => [
  type ? eq(addons.type, type) : undefined,
  productLinked ? eq(addons.productLinked, productLinked) : undefined,
];

export async function listAddonsForAdmin(db: Db, query: AddonListQuery = {}) {
  const { search, page, status, type, productLinked } = parseInput(AddonListQuerySchema, query);
  const where = liveItemsWhere(addons, { status, nameContains: search }, ...ofTypeAndProduct(type, productLinked));
  const { rows, ...counted } = await newestItemsPage(
    db,
    addons,
    {
      id: addons.id,
      name: addons.name,
      slug: addons.slug,
      image: addons.image,
      type: addons.type,
      price: addons.price,
      status: addons.status,
      productLinked: addons.productLinked,
    },
    where,
    page,
  );
  // each add-on's stock: its variants' total (null: none tracked) and the variants sold out (ADR 245)
  const stock = await variantSummaries(
    db,
    "addon",
    rows.map((row) => row.id),
  );
  const listed = rows.map((row) => ({ ...row, stock: stock.get(row.id) ?? { total: null, soldOut: [] } }));
  return { addons: listed, ...counted, search };
}

export const getAddonForAdmin = (db: Db, id: string) => getRecordForAdmin(db, addons, id, "Add-on not found.");

const addon = catalogItemWrites({
  kind: "addon",
  noun: "add-on",
  table: addons,
  editable: Object.keys(AddonFields.shape) as (keyof Addon)[],
  patchSchema: AddonPatchSchema,
  schema: AddonSchema,
  updateSchema: AddonUpdateSchema,
  toInput: toAddonInput,
  checkChoices: (tx, { productLinked }) => assertProductChosen(tx, productLinked, { field: "productLinked" }),
});

export const createAddon = addon.create;
/** Saves an edit under the add-on's row lock, from a baseline when given (see catalogItemWrites). */
export const updateAddon = addon.update;

/** A partial edit: only the given fields change (see catalogItemWrites). */
export const patchAddon = addon.patch;

/** Deletes an add-on, kept restorable for RESTORE_DAYS (see deleteProduct). */
export const deleteAddon = addon.remove;
export const restoreAddon = addon.restore;

/** The live add-ons a bulk filter picks, by name. */
export async function findAddonsForBulk(db: Db, filter: z.input<typeof AddonFilterSchema> = {}) {
  const { status, nameContains, type, productLinked } = parseInput(AddonFilterSchema, filter);
  return db
    .select({ id: addons.id, name: addons.name, price: addons.price, status: addons.status })
    .from(addons)
    .where(liveItemsWhere(addons, { status, nameContains }, ...ofTypeAndProduct(type, productLinked)))
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

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "catalog", run);
