// Low stock as the catalogue knows it: a variant is low when its tracked stock is at or below its alert
// (its own, else its product's, else the default). The dashboard lists the low ones; the low-stock email
// (docs/decisions/245) is told of each crossing once, by a mark on the variant that a sweep sets when it
// claims the crossing and clears when the stock is above the alert again.
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { itemVariants, products } from "~/db/schema/catalog";

import { DEFAULT_STOCK_ALERT_THRESHOLD } from "./stock";

/** A variant `v` with its live item (`p` a product or `a` an add-on, the other null); deleted items drop out. */
export const variantWithItem = sql`${itemVariants} v
  left join ${products} p on v.item_kind = 'product' and p.id = v.item_id and p.deleted_at is null
  left join ${addons} a on v.item_kind = 'addon' and a.id = v.item_id and a.deleted_at is null`;

/** The alert of variant `v` (joined as `variantWithItem`): its own, else its product's, else the default. */
export const alertAt = sql`coalesce(v.low_stock_threshold, p.stock_alert_threshold, ${DEFAULT_STOCK_ALERT_THRESHOLD})`;

/** Variant `v` is tracked, its item live, and its stock at or below its alert. */
export const isLow = sql`v.stock is not null and coalesce(p.id, a.id) is not null and v.stock <= ${alertAt}`;

// told, and above its alert again (or no longer tracked as low): the next crossing is a new one
const rearmable = sql`v.low_stock_notified_at is not null and v.stock > ${alertAt}`;
// low, and not yet told
const untold = sql`v.low_stock_notified_at is null and ${isLow}`;

/**
 * One statement each outbox pass: clears the mark of the variants above their alert again (each may
 * cross again), and says whether any variant crossed and waits to be told. Rows another transaction is
 * writing are skipped (SKIP LOCKED), never waited for: a checkout holding them goes on undisturbed, and
 * the next pass sees them.
 */
export async function rearmLowStock(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`with rearmed as (
      update ${itemVariants} set low_stock_notified_at = null
      where id in (select v.id from ${variantWithItem} where ${rearmable} for update of v skip locked)
      returning 1
    ) select exists (select 1 from ${variantWithItem} where ${untold}) as due`,
  );
  return !!row?.due;
}

export type LowStockCrossing = {
  kind: "product" | "addon";
  itemId: string;
  itemName: string;
  variant: string;
  left: number;
  alertAt: number;
};

/**
 * Claims the variants that crossed their alert and were not told yet, marking them told, in the caller's
 * transaction (so the email queued with it exists exactly when the mark does). Two sweeps at once never
 * claim the same row: each locks what it claims and skips what the other holds. Least stock first.
 */
export async function claimLowStockCrossings(tx: Db, limit = 100): Promise<LowStockCrossing[]> {
  return queryRows<LowStockCrossing>(
    tx,
    sql`with due as (
      select v.id, coalesce(p.name, a.name) as "itemName", ${alertAt} as "alertAt"
      from ${variantWithItem}
      where ${untold}
      order by v.stock, 2, v.position, v.name
      limit ${limit}
      for update of v skip locked
    )
    update ${itemVariants} iv set low_stock_notified_at = now()
    from due where iv.id = due.id
    returning iv.item_kind as kind, iv.item_id as "itemId", due."itemName", iv.name as variant,
      iv.stock as "left", due."alertAt"`,
  );
}
