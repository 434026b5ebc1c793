// Helpers for property tests that apply random changes to a shop: pick the nth of some rows, give back a share
// of an order's total.
import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";

/** The `index`th row (wrapping round), or nothing when there are none. */
export async function nth<T>(rows: Promise<T[]>, index: number): Promise<T | undefined> {
  const list = await rows;
  return list.length ? list[index % list.length] : undefined;
}

/** A refund by amount: the order's refunded total set to a share of its total. */
export async function refundShare(db: Db, order: Order, share: number) {
  await db
    .update(orders)
    .set({ refundedTotal: Math.floor(order.total * share) })
    .where(eq(orders.id, order.id));
}
