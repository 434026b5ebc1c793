// Inventory, continued: absolute counts from an editor (docs/decisions/245). A form or a review card shows a
// count and may send back a new one. That count is written only while the stored one is still what the editor
// read: for a form, its variants' `stockVersion` (raised by every change in inventory.server.ts) or the item's
// (their sum); for the assistant and Undo, the count itself. An edit that brings no baseline is refused, never
// trusted: a form loaded before a sale would put the sold unit back.
import { and, asc, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";

import { spreadTotal } from "./stock";

export const STOCK_WITHOUT_BASELINE =
  "This stock figure was sent without the version it was read at, so it was not saved. Reload the page and save again.";

/** The editor's count can no longer be written: it is `now` in the shop. */
export const stockChanged = (label: string, now: number | null) =>
  new DomainError(
    "conflict",
    `The stock of ${label} changed since you opened it (an order or another save): ` +
      `it is ${now ?? "not tracked"} now. Reload the page, check it and save again.`,
  );

/** An item's stock version: the sum of its variants' (each change raises one, so the sum only grows). */
export async function itemStockVersion(tx: Db, kind: "product" | "addon", itemId: string): Promise<number> {
  const [row] = await tx
    .select({ version: sql<string>`coalesce(sum(${itemVariants.stockVersion}), 0)` })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, kind), eq(itemVariants.itemId, itemId)));
  return Number(row.version);
}

/**
 * Sets a product's total stock from an edit that gave only the total (the form's single field, a bulk
 * change, the assistant, Undo): the change is spread over its variants by `spreadTotal`. The caller holds
 * the product's row lock (docs/decisions/245).
 */
export async function setProductStockTotal(tx: Db, productId: string, total: number): Promise<void> {
  const rows = await tx
    .select({ name: itemVariants.name, stock: itemVariants.stock })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, "product"), eq(itemVariants.itemId, productId)))
    .orderBy(asc(itemVariants.position), asc(itemVariants.name));
  const spread = spreadTotal(
    rows.map((r) => r.stock ?? 0),
    total,
  );
  await setVariantStocks(tx, "product", productId, new Map(rows.map((r, i) => [r.name, spread[i]])));
}

/** Sets named variants' stock (null: not tracked); for a product, its total follows in the same statement. */
export async function setVariantStocks(
  tx: Db,
  kind: "product" | "addon",
  itemId: string,
  stocks: ReadonlyMap<string, number | null>,
): Promise<void> {
  if (stocks.size === 0) return;
  const values = sql.join(
    [...stocks].map(([name, stock]) => sql`(${name}::text, ${stock}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${itemVariants} v set stock = w.stock, stock_version = v.stock_version + 1
    from (values ${values}) w (name, stock)
    where v.item_kind = ${kind} and v.item_id = ${itemId} and v.name = w.name and v.stock is distinct from w.stock`);
  if (kind === "product")
    await tx
      .update(products)
      .set({
        stockQuantity: sql`(select coalesce(sum(stock), 0) from ${itemVariants}
          where item_kind = 'product' and item_id = ${itemId})`,
      })
      .where(eq(products.id, itemId));
}
