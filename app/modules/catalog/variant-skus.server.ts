import { and, inArray } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { itemVariants } from "~/db/schema/catalog";

import type { ItemKind } from "./variants.server";

/** A sold line's key in skusOf's answer: the item and the variant's name ('' for an item without options). */
export const skuKey = (kind: ItemKind, itemId: string, variant: string | null) => `${kind}:${itemId}:${variant ?? ""}`;

/** The SKUs of the variants some order lines sold (packing slips, the orders CSV), in one query. */
export async function skusOf(db: Db, lines: { type: ItemKind; productId: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return new Map();
  const kinds = [...new Set(lines.map((l) => l.type))];
  const rows = await db
    .select({
      kind: itemVariants.itemKind,
      itemId: itemVariants.itemId,
      name: itemVariants.name,
      sku: itemVariants.sku,
    })
    .from(itemVariants)
    .where(and(inArray(itemVariants.itemId, ids), inArray(itemVariants.itemKind, kinds)));
  return new Map(rows.flatMap((r) => (r.sku ? [[skuKey(r.kind as ItemKind, r.itemId, r.name), r.sku] as const] : [])));
}
