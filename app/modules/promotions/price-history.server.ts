// The price history (written by the database's trigger, docs/decisions/225) and the question it
// answers: may the shop show this price as a "was" price?
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { priceHistory } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";

import { WAS_PRICE_MIN_DAYS, WAS_PRICE_WINDOW_MONTHS, wasPriceRefusal } from "./promotions.schema";

export type PricedItemKind = "product" | "addon";

/** An item's prices, oldest first, each with the moment it began. */
export async function priceHistoryOf(db: Db, kind: PricedItemKind, itemId: string) {
  const rows = await queryRows<{ price: number; valid_from: string | Date }>(
    db,
    sql`select price, valid_from from ${priceHistory}
      where item_kind = ${kind} and item_id = ${itemId} order by valid_from, id`,
  );
  return rows.map((row) => ({ price: Number(row.price), validFrom: new Date(row.valid_from) }));
}

/**
 * True when the item was sold at `pence` for WAS_PRICE_MIN_DAYS days in a row within the last
 * WAS_PRICE_WINDOW_MONTHS months before `now`: each price runs from its row until the next row (or
 * `now`), clipped to the window.
 */
export async function isGenuineWasPrice(db: Db, kind: PricedItemKind, itemId: string, pence: number, now = new Date()) {
  const history = await priceHistoryOf(db, kind, itemId);
  const windowStart = new Date(now);
  windowStart.setUTCMonth(windowStart.getUTCMonth() - WAS_PRICE_WINDOW_MONTHS);
  const needed = WAS_PRICE_MIN_DAYS * 24 * 60 * 60 * 1000;
  let runStart: number | null = null;
  for (let i = 0; i < history.length; i++) {
    const row = history[i];
    const next = history[i + 1]?.validFrom ?? now;
    // a run of rows at the same price is one stretch at that price
    if (row.price === pence) runStart ??= Math.max(row.validFrom.getTime(), windowStart.getTime());
    else runStart = null;
    const runEnd = Math.min(next.getTime(), now.getTime());
    if (runStart !== null && runEnd - runStart >= needed) return true;
  }
  return false;
}

/** Refuses a compare-at price the history does not support, with the reason on the form's field. */
export async function assertGenuineWasPrice(
  db: Db,
  kind: PricedItemKind,
  itemId: string | null,
  pence: number | null,
  now = new Date(),
) {
  if (pence == null) return;
  if (itemId && (await isGenuineWasPrice(db, kind, itemId, pence, now))) return;
  const message = wasPriceRefusal(pence);
  throw new DomainError("invalid_input", message, { compareAtPrice: message });
}
