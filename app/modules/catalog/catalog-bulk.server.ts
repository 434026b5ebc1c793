// One change to many products at once (the assistant's bulk_update): every row goes through the
// same patch as a single edit — same schema, same messages, one activity entry each — and all of it
// runs in ONE transaction, so a refusal of any row changes nothing at all.
import { asc } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";

import {
  applyBulkChange,
  BulkProductUpdateSchema,
  ProductFilterSchema,
  type BulkChange,
  type BulkProductUpdateInput,
} from "./catalog-admin.schema";
import { patchProduct } from "./catalog-admin.server";
import { liveItemsWhere } from "./live-items.server";

/** The live products a filter picks, by name. */
export async function findProductsForBulk(
  db: Db,
  filter: { status?: "draft" | "published"; nameContains?: string } = {},
) {
  const { status, nameContains } = parseInput(ProductFilterSchema, filter);
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stockQuantity: products.stockQuantity,
      status: products.status,
    })
    .from(products)
    .where(liveItemsWhere(products, { status, nameContains }))
    .orderBy(asc(products.name));
}

export async function bulkUpdateProducts(db: Db, input: BulkProductUpdateInput, actor?: Actor) {
  const { filter, change } = parseInput(BulkProductUpdateSchema, input);
  return write(db, async (tx) => {
    const rows = await findProductsForBulk(tx, filter);
    // a stock set is written over the count just read, so an order between the two is a conflict (ADR 245)
    const counted = new Map(rows.map((r) => [r.id, r.stockQuantity]));
    return patchEach(rows, change, "No products match that filter.", (edit) =>
      patchProduct(tx, edit, actor, { baseline: { stockQuantity: counted.get(edit.id) } }),
    );
  });
}

/**
 * A bulk change applied to each row a filter picked, through the record's own patch (products,
 * add-ons), inside the caller's transaction. Picking nothing is refused with `noneMatch`.
 */
export async function patchEach<T>(
  rows: { id: string; price: number }[],
  change: BulkChange,
  noneMatch: string,
  patch: (edit: { id: string } & ReturnType<typeof applyBulkChange>) => Promise<T>,
): Promise<T[]> {
  if (rows.length === 0) throw new DomainError("not_found", noneMatch);
  const updated: T[] = [];
  for (const row of rows) updated.push(await patch({ id: row.id, ...applyBulkChange(row, change) }));
  return updated;
}

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "catalog", run);
