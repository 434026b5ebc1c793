// One variant's stock set by name ("restock the X55 Glacier Blue with 40"), for the assistant and Undo:
// the item's row locked first (the lock order of docs/decisions/245), the count written by inventory, the
// change in Activity with the variant named, so Undo puts back that variant and no other.
import { and, asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";
import { lockLive } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { setVariantStocks, STOCK_WITHOUT_BASELINE } from "./stock-edits.server";
import { VariantStockSchema, type VariantStockInput } from "./variants.schema";

export type VariantStock = {
  kind: "product" | "addon";
  itemId: string;
  item: string;
  variant: string;
  stock: number | null;
};

const TABLE = { product: products, addon: addons } as const;
const NOUN = { product: "Product", addon: "Add-on" } as const;

/** "Glacier Blue" as the item's own option (any case); the answer when it has none of that name. */
async function variantOf(db: Db, kind: "product" | "addon", itemId: string, itemName: string, asked: string) {
  const rows = await db
    .select({ name: itemVariants.name, stock: itemVariants.stock })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemKind, kind), eq(itemVariants.itemId, itemId)))
    .orderBy(asc(itemVariants.position), asc(itemVariants.name));
  const found = rows.find((r) => r.name !== "" && r.name.toLowerCase() === asked.trim().toLowerCase());
  if (found) return found;
  const named = rows.map((r) => r.name).filter(Boolean);
  throw new DomainError(
    "not_found",
    named.length
      ? `${itemName} has no option called “${asked}”. Its options are ${named.join(", ")}.`
      : `${itemName} has no options; its stock is the item's own.`,
  );
}

/** A variant's stock as stored, for the review card and Undo's check. */
export async function getVariantStock(db: Db, input: Omit<VariantStockInput, "stock">): Promise<VariantStock> {
  const { kind, id, variant } = parseInput(VariantStockSchema.omit({ stock: true }), input);
  const [item] = await db.select({ name: TABLE[kind].name }).from(TABLE[kind]).where(eq(TABLE[kind].id, id));
  if (!item) throw new DomainError("not_found", `${NOUN[kind]} not found.`);
  const row = await variantOf(db, kind, id, item.name, variant);
  return { kind, itemId: id, item: item.name, variant: row.name, stock: row.stock };
}

/**
 * Sets one variant's stock under its item's row lock, from a baseline (the count the review card showed,
 * or the one Undo expects): a count that moved meanwhile (an order took some) is refused rather than
 * overwritten, and so is a set without a baseline; a set that changes nothing writes no entry.
 */
export async function setVariantStock(
  db: Db,
  input: VariantStockInput,
  actor: Actor | undefined,
  options: WriteOptions & { baseline?: number | null } = {},
): Promise<VariantStock & { before: number | null }> {
  const { kind, id, variant, stock } = parseInput(VariantStockSchema, input);
  if (stock === null && kind === "product")
    throw new DomainError("invalid_input", "A product's variant is always counted: give its stock as a number.");
  return writeThenNotify(db, "catalog", async (tx) => {
    const item = await lockLive(tx, TABLE[kind], id, `${NOUN[kind]} not found.`);
    const row = await variantOf(tx, kind, id, item.name, variant);
    const label = `${item.name} (${row.name})`;
    // an absolute count is written only over the one it was decided from (docs/decisions/245)
    if (options.baseline === undefined) throw new DomainError("invalid_input", STOCK_WITHOUT_BASELINE);
    if (row.stock !== options.baseline)
      throw new DomainError(
        "conflict",
        `The stock of ${label} changed since the card was made: it is ${row.stock ?? "not tracked"} now.`,
      );
    const result = { kind, itemId: id, item: item.name, variant: row.name, stock, before: row.stock };
    if (row.stock === stock) return result;
    await setVariantStocks(tx, kind, id, new Map([[row.name, stock]]));
    await recordActivity(tx, actor, {
      action: `${kind}.variant_stock`,
      targetType: kind,
      targetId: id,
      targetLabel: item.name,
      summary: `Set the stock of ${label} from ${row.stock ?? "not tracked"} to ${stock}`,
      changes: { stock: { before: row.stock, after: stock } },
      snapshot: { variant: row.name },
      undoOfId: options.undoOfId,
    });
    return result;
  });
}
