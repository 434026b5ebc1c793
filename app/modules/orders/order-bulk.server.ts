// The orders list's bulk "Mark shipped": one carrier for every ticked order, each through the one update.
import type { Db } from "~/db/client.server";
import { parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";

import { getOrderForAdmin, updateOrder } from "./order-admin.server";
import { BulkShipSchema, type BulkShip } from "./orders.schema";

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
