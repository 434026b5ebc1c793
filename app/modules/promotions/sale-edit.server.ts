// Editing a sale until it ends (the Sales page's Edit): a scheduled sale wholly; a live one's end and
// how much it takes off, its items repriced in the same transaction. An ended sale stays as the record of
// the prices it changed.
import { and, eq, sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { saleItems, sales, type Sale } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { LiveSaleChangeSchema, salePrice, SaleSchema, type LiveSaleChange, type SaleInput } from "./sales.schema";
import { tickSales } from "./sales.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// an address that is not an id names no sale (rather than a database error)
const saleId = (id: string) => {
  if (!UUID.test(id)) throw new DomainError("not_found", "Sale not found");
  return id;
};

const EDITABLE = ["name", "startsAt", "endsAt", "percentOff", "amountOff", "target", "items"] as const;

/** A sale for its edit page; refused once it has ended. */
export async function getSaleForEdit(db: Db, id: string) {
  const [sale] = await db
    .select()
    .from(sales)
    .where(eq(sales.id, saleId(id)));
  if (!sale) throw new DomainError("not_found", "Sale not found");
  if (sale.status === "ended") throw new DomainError("conflict", "This sale has ended, so it can no longer change.");
  return sale;
}

/** A live sale's new end and amount, on top of everything else as it was, checked as a whole sale. */
function liveChange(current: Sale, input: LiveSaleChange) {
  const change = parseInput(LiveSaleChangeSchema, input);
  const discountType = current.percentOff != null ? "percent" : "amount";
  return parseInput(SaleSchema, {
    name: current.name,
    startsAt: current.startsAt,
    target: current.target,
    items: current.items,
    discountType,
    endsAt: change.endsAt,
    // a percentage stays a percentage: the other field is ignored
    percentOff: discountType === "percent" ? change.percentOff : undefined,
    amountOff: discountType === "amount" ? change.amountOff : undefined,
  } satisfies SaleInput);
}

/** Reprices a live sale's items for its new amount; a price the operator changed during the sale stays theirs. */
async function reprice(tx: Tx, sale: Sale, now: Date) {
  const rows = await tx.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
  let repriced = 0;
  for (const row of rows) {
    const price = salePrice(row.priceBefore, sale);
    if (price === row.salePrice) continue;
    const table = row.itemKind === "product" ? products : addons;
    const moved = await queryRows<{ id: string }>(
      tx,
      sql`update ${table} set price = ${price}, updated_at = ${now.toISOString()}::timestamptz
        where id = ${row.itemId} and price = ${row.salePrice} returning id`,
    );
    if (moved.length === 0) continue;
    repriced++;
    await tx
      .update(saleItems)
      .set({ salePrice: price })
      .where(
        and(eq(saleItems.saleId, sale.id), eq(saleItems.itemKind, row.itemKind), eq(saleItems.itemId, row.itemId)),
      );
  }
  return repriced;
}

/**
 * Saves a sale's edit: the whole of a scheduled one (a start now or past starts it at once), or a live one's
 * end and amount. The end must be in the future (End now ends a sale now). Recorded in Activity field by field.
 */
export async function updateSale(
  db: Db,
  id: string,
  input: SaleInput | LiveSaleChange,
  actor?: Actor,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    // waits for a tick that is starting or ending this sale, then sees what it left
    const [current] = await tx
      .select()
      .from(sales)
      .where(eq(sales.id, saleId(id)))
      .for("update");
    if (!current) throw new DomainError("not_found", "Sale not found");
    if (current.status === "ended")
      throw new DomainError("conflict", "This sale has ended, so it can no longer change.");
    const data = current.status === "live" ? liveChange(current, input) : parseInput(SaleSchema, input);
    if (data.endsAt <= now) {
      const message = "The sale must end in the future";
      throw new DomainError("invalid_input", message, { endsAt: message });
    }
    const changes = diffFields<Record<string, unknown>>(current, data, [...EDITABLE]);
    if (Object.keys(changes).length === 0) return { sale: current, changed: false, repriced: 0 };
    const [sale] = await tx.update(sales).set(data).where(eq(sales.id, id)).returning();
    const repriced = sale.status === "live" ? await reprice(tx, sale, now) : 0;
    await recordActivity(tx, actor, {
      action: "sale.update",
      targetType: "sale",
      targetId: sale.id,
      targetLabel: sale.name,
      summary:
        sale.status === "live"
          ? `Changed the live sale “${sale.name}”: ${repriced} price(s) updated`
          : `Changed the scheduled sale “${sale.name}”`,
      changes,
    });
    return { sale, changed: true, repriced };
  });
  if (outcome.repriced > 0) await notifyStoreChanged("catalog");
  if (outcome.sale.status === "scheduled" && outcome.sale.startsAt <= now) {
    await tickSales(db, now);
    const [sale] = await db.select().from(sales).where(eq(sales.id, id));
    return { ...outcome, sale };
  }
  return outcome;
}
