// The Sales page's operations besides creating a sale (sales.server.ts): its buttons, the items a
// sale can target, and the live sales the dashboard shows.
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import { sales } from "~/db/schema/promotions";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { SaleActionSchema, type SaleAction } from "./sales.schema";
import { endSaleNow } from "./sales.server";

/**
 * Deletes a sale that has not started. The status check is in the delete itself, so a sale the tick
 * is starting at this moment (its row locked) is found live afterwards and refused, never half-deleted.
 */
export async function deleteScheduledSale(db: Db, id: string, actor?: Actor) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sales)
      .where(sql`id = ${id} and status = 'scheduled'`)
      .returning();
    if (!deleted) {
      const [existing] = await tx
        .select({ status: sales.status })
        .from(sales)
        .where(sql`id = ${id}`);
      if (!existing) throw new DomainError("not_found", "Sale not found");
      throw new DomainError(
        "conflict",
        existing.status === "live"
          ? "This sale has started, so it cannot be deleted: end it instead."
          : "This sale has ended; it stays in the list as a record of the prices it changed.",
      );
    }
    await recordActivity(tx, actor, {
      action: "sale.delete",
      targetType: "sale",
      targetId: deleted.id,
      targetLabel: deleted.name,
      summary: `Deleted the scheduled sale “${deleted.name}”`,
      snapshot: deleted,
    });
    return deleted;
  });
}

/** The Sales list's End now and Delete buttons; returns the toast's message. */
export async function runSaleAction(db: Db, input: SaleAction, actor: Actor, now = new Date()) {
  const { intent, id } = parseInput(SaleActionSchema, input);
  if (intent === "delete") {
    await deleteScheduledSale(db, id, actor);
    return "Sale deleted.";
  }
  const [sale] = await db
    .select({ status: sales.status })
    .from(sales)
    .where(sql`id = ${id}`);
  if (!sale) throw new DomainError("not_found", "Sale not found");
  await endSaleNow(db, id, actor, now);
  return "Sale ended. Prices are back to what they were before it.";
}

/** The products and add-ons a sale can target (not deleted), by name. */
export async function listSaleItemChoices(db: Db) {
  const rows = await queryRows<{ kind: "product" | "addon"; id: string; name: string }>(
    db,
    sql`select 'product' as kind, id, name from ${products} where deleted_at is null
      union all select 'addon' as kind, id, name from ${addons} where deleted_at is null
      order by kind desc, name`,
  );
  return rows;
}

/** The sales running now, the soonest to end first, for the dashboard. */
export async function listLiveSales(db: Db) {
  return listSalesIn(db, "live");
}

/** The sales still to start, the soonest first, for the dashboard. */
export async function listScheduledSales(db: Db) {
  return listSalesIn(db, "scheduled");
}

function listSalesIn(db: Db, status: "live" | "scheduled") {
  return db
    .select({
      id: sales.id,
      name: sales.name,
      startsAt: sales.startsAt,
      endsAt: sales.endsAt,
      percentOff: sales.percentOff,
      amountOff: sales.amountOff,
      target: sales.target,
      items: sales.items,
    })
    .from(sales)
    .where(sql`status = ${status}`)
    .orderBy(status === "live" ? sales.endsAt : sales.startsAt);
}
