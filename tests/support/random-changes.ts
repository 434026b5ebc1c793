// Helpers for property tests that apply random changes to a shop: pick the nth of some rows, give back a share
// of an order's total, and the property itself (what must hold after any sequence of changes).
import { eq } from "drizzle-orm";
import fc from "fast-check";

import type { Db } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";

import { createProduct } from "./factories";

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
