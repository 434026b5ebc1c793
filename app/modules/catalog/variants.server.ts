// The variants table as the admin forms save it (docs/decisions/245): SKU, price and low-stock threshold
// here, stock through inventory (its one writer). The rows themselves follow the item's option list (a
// trigger), so a save writes the item first, then its variants' details by name.
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { itemVariants, type ItemVariant } from "~/db/schema/catalog";
import { DomainError, isUniqueViolation } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { parseInput } from "~/lib/validation";

import { setVariantStocks, STOCK_WITHOUT_BASELINE, stockChanged } from "./stock-edits.server";
import { VariantRowsSchema, type VariantRow, type VariantRowInput } from "./variants.schema";

export type ItemKind = "product" | "addon";

/** An item's variants in their order, for its admin form and list. */
export async function listVariants(db: Db, kind: ItemKind, itemId: string): Promise<ItemVariant[]> {
  return db
    .select()
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, kind), eq(itemVariants.itemId, itemId)))
    .orderBy(asc(itemVariants.position), asc(itemVariants.name));
}

/** Checks the table's rows as the form's schema does; undefined when the save did not send them. */
export const parseVariantRows = (rows: VariantRowInput[] | undefined) =>
  rows === undefined ? undefined : parseInput(VariantRowsSchema, rows);

function skuTaken(sku: string | null): DomainError {
  const message = `The SKU ${sku} is already used by another item.`;
  return new DomainError("conflict", message, { variantSku: message });
}
const money = (pence: number | null) => (pence === null ? "the item's price" : formatPrice(pence));
const amount = (n: number | null) => (n === null ? "not tracked" : String(n));

/**
 * The stock a row leaves its variant with. A figure the operator did not change (what the form read) keeps
 * the stored count, whatever orders did meanwhile; a changed one is written only while the variant's stock
 * version is the one the form read (docs/decisions/245). A row that does not say what it read is refused.
 */
function keptStock(kind: ItemKind, row: VariantRow, before: ItemVariant, itemName: string, fresh: boolean) {
  if (row.stock === undefined) return before.stock;
  const counted = (n: number | null) => (kind === "product" ? (n ?? 0) : n);
  const stock = counted(row.stock);
  // an item created in this transaction has no count anybody could have read before
  if (stock === before.stock || fresh) return stock;
  if (row.stockWas === undefined || row.stockVersion === undefined)
    throw new DomainError("invalid_input", STOCK_WITHOUT_BASELINE);
  if (stock === counted(row.stockWas)) return before.stock;
  if (row.stockVersion !== before.stockVersion)
    throw stockChanged(row.name ? `${itemName} (${row.name})` : itemName, before.stock);
  return stock;
}

/**
 * Writes each row's SKU, price, threshold and stock onto the item's variant of that name, inside the
 * caller's transaction (which holds the item's row lock). A product's variant is always counted (an
 * empty stock is 0); `fresh`: the item was created in this transaction. Returns what changed, in words,
 * for the activity log.
 */
export async function saveVariantRows(
  tx: Db,
  kind: ItemKind,
  item: { id: string; name: string },
  rows: VariantRow[],
  { fresh = false } = {},
): Promise<string[]> {
  const { id: itemId, name: itemName } = item;
  const current = new Map((await listVariants(tx, kind, itemId)).map((v) => [v.name, v]));
  const wanted = rows.filter((row) => current.has(row.name));
  const skus = wanted.flatMap((row) => (row.sku ? [row.sku] : []));
  if (skus.length) {
    const [taken] = await tx
      .select({ sku: itemVariants.sku })
      .from(itemVariants)
      .where(and(inArray(itemVariants.sku, skus), or(ne(itemVariants.itemId, itemId), ne(itemVariants.itemKind, kind))))
      .limit(1);
    if (taken) throw skuTaken(taken.sku);
  }
  const said: string[] = [];
  const stocks = new Map<string, number | null>();
  for (const row of wanted) {
    const before = current.get(row.name)!;
    const stock = keptStock(kind, row, before, itemName, fresh);
    const name = row.name || "Stock";
    const label = row.name ? `${row.name} ` : "";
    if (before.stock !== stock) {
      stocks.set(row.name, stock);
      said.push(row.name ? `${name} stock ${amount(before.stock)} → ${amount(stock)}` : `stock ${amount(stock)}`);
    }
    if (before.sku !== row.sku || before.price !== row.price || before.lowStockThreshold !== row.lowStockThreshold) {
      // the unique index decides between two saves of one SKU at once: the later is told as the check above tells
      await tx
        .update(itemVariants)
        .set({ sku: row.sku, price: row.price, lowStockThreshold: row.lowStockThreshold })
        .where(eq(itemVariants.id, before.id))
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? skuTaken(row.sku) : err;
        });
      if (before.sku !== row.sku) said.push(`${label}SKU ${row.sku ?? "none"}`);
      if (before.price !== row.price) said.push(`${label}price ${money(row.price)}`);
      if (before.lowStockThreshold !== row.lowStockThreshold)
        said.push(`${label}low-stock alert ${amount(row.lowStockThreshold)}`);
    }
  }
  await setVariantStocks(tx, kind, itemId, stocks);
  return said;
}

/** Per item: its variants' total stock (null: none tracked) and the names of those sold out, for the lists. */
export async function variantSummaries(db: Db, kind: ItemKind, ids: string[]) {
  if (ids.length === 0) return new Map<string, { total: number | null; soldOut: string[] }>();
  const rows = await db
    .select({
      itemId: itemVariants.itemId,
      total: sql<number | null>`sum(${itemVariants.stock})::int`,
      soldOut: sql<string[]>`coalesce(array_agg(${itemVariants.name} order by ${itemVariants.position})
        filter (where ${itemVariants.stock} = 0), '{}')`,
    })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, kind), inArray(itemVariants.itemId, ids)))
    .groupBy(itemVariants.itemId);
  return new Map(rows.map((r) => [r.itemId, { total: r.total === null ? null : Number(r.total), soldOut: r.soldOut }]));
}
