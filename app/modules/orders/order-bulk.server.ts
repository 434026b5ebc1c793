// The orders list's bulk "Mark shipped": one carrier for every ticked order, each through the one update.
import type { Db } from "~/db/client.server";
import { parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";

import { getOrderForAdmin, updateOrder } from "./order-admin.server";
import { BULK_ORDER_ACTIONS, BulkOrdersSchema, BulkShipSchema, type BulkShip } from "./orders.schema";

/** Orders that may still be marked shipped: not yet sent, not cancelled. */
const SHIPPABLE = new Set(["pending", "processing"]);

/**
 * Marks each ticked pending or processing order shipped with the chosen carrier. Tracking numbers are
 * not asked for here (one per parcel would be a form per order): an order's own page adds it, which
 * sends the shipping email. Orders already shipped, delivered or cancelled are left as they are and named.
 */
export async function shipOrders(db: Db, input: BulkShip, actor?: Actor | null) {
  const { id: ids, carrier } = parseInput(BulkShipSchema, input);
  const shipped: string[] = [];
  const skipped: string[] = [];
  for (const id of ids) {
    const order = await getOrderForAdmin(db, id);
    if (!SHIPPABLE.has(order.status)) {
      skipped.push(order.orderNumber);
      continue;
    }
    await updateOrder(
      db,
      { id, status: "shipped", trackingNumber: order.trackingNumber, notes: order.notes, carrier },
      actor,
    );
    shipped.push(order.orderNumber);
  }
  return { shipped, skipped };
}

export function bulkShipMessage({ shipped, skipped }: { shipped: string[]; skipped: string[] }): string {
  const done = `${shipped.length} ${shipped.length === 1 ? "order" : "orders"} marked as shipped.`;
  return skipped.length ? `${done} Not changed (already shipped or cancelled): ${skipped.join(", ")}.` : done;
}

/** True when a post to the orders list comes from its bulk form (the order dialog's own says "update"). */
export const isBulkRequest = (intent: unknown) => (BULK_ORDER_ACTIONS as readonly unknown[]).includes(intent);

/**
 * The orders list's bulk form: the ticked rows and what to do with them. Shipping happens here and
 * answers with a message; packing slips and export answer with the page that does them.
 */
export async function runBulkOrderAction(
  db: Db,
  input: { intent: unknown; id: unknown; carrier: unknown },
  actor?: Actor | null,
): Promise<{ message: string } | { location: string }> {
  const bulk = parseInput(BulkOrdersSchema, { intent: input.intent, id: input.id });
  if (bulk.intent === "ship") {
    return {
      message: bulkShipMessage(
        await shipOrders(db, { id: bulk.id, carrier: input.carrier as BulkShip["carrier"] }, actor),
      ),
    };
  }
  const ids = new URLSearchParams(bulk.id.map((id) => ["id", id]));
  return {
    location: bulk.intent === "slips" ? `/admin/packing-slips?${ids}` : `/admin/dashboard/orders/export?${ids}`,
  };
}
