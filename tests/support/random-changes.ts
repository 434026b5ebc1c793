// Helpers for property tests that apply random changes to a shop: pick the nth of some rows, the order changes
// every such test makes, and the property itself (what must hold after any sequence of changes).
import { eq } from "drizzle-orm";
import fc from "fast-check";

import type { Db } from "~/db/client.server";
import { orders, type Order, type OrderItem } from "~/db/schema/orders";

import { createProduct, orderLine } from "./factories";

/** The `index`th row (wrapping round), or nothing when there are none. */
export async function nth<T>(rows: Promise<T[]>, index: number): Promise<T | undefined> {
  const list = await rows;
  return list.length ? list[index % list.length] : undefined;
}

/** The `index`th order by id (wrapping round), or nothing when there are none: how a drawn change picks its order. */
export const nthOrder = (db: Db, index: number): Promise<Order | undefined> =>
  nth(db.select().from(orders).orderBy(orders.id), index);

/** A drawn order's lines, alike in every property test: `quantity` of a product at £49.99, one `second` at £19.99. */
export function drawnLines(
  productIds: string[],
  { product, quantity, second }: { product: number; quantity: number; second: number | null },
): OrderItem[] {
  const items = [orderLine(`Console ${product}`, 4999, quantity, productIds[product])];
  if (second !== null) items.push(orderLine(`Other ${second}`, 1999, 1, productIds[second]));
  return items;
}

/**
 * The order changes every property test draws, made to the `pick`th order (wrapping round) if there is one: cancel
 * it, reopen it (processing again), erase it, or refund by amount (its refunded total set to a share of its total).
 */
export async function changeNthOrder(
  db: Db,
  pick: number,
  change: "cancel" | "uncancel" | "erase" | { refundShare: number },
) {
  const order = await nthOrder(db, pick);
  if (!order) return;
  const row = eq(orders.id, order.id);
  if (change === "erase") await db.delete(orders).where(row);
  else if (typeof change === "object")
    await db
      .update(orders)
      .set({ refundedTotal: Math.floor(order.total * change.refundShare) })
      .where(row);
  else
    await db
      .update(orders)
      .set({ status: change === "cancel" ? "cancelled" : "processing" })
      .where(row);
}

/**
 * That `check` holds after any sequence of one to `most` changes drawn from `change`, each made by `apply` on a
 * shop of three products, in twelve runs.
 */
export async function holdsAfterAnyChanges<C>(
  db: Db,
  {
    change,
    most,
    apply,
    check,
  }: {
    change: fc.Arbitrary<C>;
    most: number;
    apply: (db: Db, productIds: string[], change: C) => Promise<void>;
    check: () => Promise<void>;
  },
) {
  const productIds = [(await createProduct(db)).id, (await createProduct(db)).id, (await createProduct(db)).id];
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: most }), async (changes) => {
      for (const c of changes) await apply(db, productIds, c);
      await check();
    }),
    { numRuns: 12 },
  );
}
