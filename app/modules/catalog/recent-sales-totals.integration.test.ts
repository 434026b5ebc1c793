// The kept "sold in the last 30 days" (item_recent_sales) that the best-selling sort reads: after any orders, refunds
// by cancellation and the window moving on, it equals the daily totals summed again from the window's first day.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { orders } from "~/db/schema/orders";

import { createOrder, orderLine } from "../../../tests/support/factories";
import { freshTestDb } from "../../../tests/support/test-db";
import { refreshRecentSales } from "./recent-sales.server";

const { db } = await freshTestDb();

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Each item's kept units beside the same summed again from item_daily_sales since the window's first day. */
async function keptAndRecomputed() {
  const kept = await queryRows<{ item_id: string; units: number }>(
    db,
    sql`select item_id, units from item_recent_sales where units <> 0 order by item_id`,
  );
  const recomputed = await queryRows<{ item_id: string; units: number }>(
    db,
    sql`select item_id, sum(units)::int as units from item_daily_sales
      where day >= (select since from item_recent_sales_window) group by item_id having sum(units) <> 0
      order by item_id`,
  );
  return { kept, recomputed };
}

const unitsOf = async (itemId: string) =>
  (await queryRows<{ units: number }>(db, sql`select units from item_recent_sales where item_id = ${itemId}`))[0]
    ?.units ?? 0;

describe("kept recent sales", () => {
  it("follow each order, cancellation and change in its transaction, as the daily totals summed again", async () => {
    await refreshRecentSales(db);
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    await createOrder(db, { items: [orderLine("Alpha", 5000, 2, a), orderLine("Bravo", 9000, 1, b)] });
    const cancelled = await createOrder(db, { items: [orderLine("Alpha", 5000, 5, a)] });
    await createOrder(db, { items: [orderLine("Bravo", 9000, 3, b)], orderDate: daysAgo(10) });
    // older than the window: not counted
    await createOrder(db, { items: [orderLine("Alpha", 5000, 7, a)], orderDate: daysAgo(45) });
    expect([await unitsOf(a), await unitsOf(b)]).toEqual([7, 4]);

    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    await db
      .transaction(async (tx) => {
        await createOrder(tx as never, { items: [orderLine("Alpha", 5000, 1, a)] });
        tx.rollback();
      })
      .catch(() => undefined);
    expect([await unitsOf(a), await unitsOf(b)]).toEqual([2, 4]);

    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept).toEqual(recomputed);
  });

  it("move on once a day: what falls out of the last 30 days leaves, and the totals are recomputed", async () => {
    // an emptied database has no window yet: the first sweep writes today's
    expect(await refreshRecentSales(db)).toBe(1);
    const item = crypto.randomUUID();
    await createOrder(db, { items: [orderLine("Charlie", 7000, 4, item)], orderDate: daysAgo(20) });
    await createOrder(db, { items: [orderLine("Charlie", 7000, 1, item)] });
    expect(await unitsOf(item)).toBe(5);
    // the same day again: nothing to do
    expect(await refreshRecentSales(db)).toBe(0);

    // fifteen days on, the sale of twenty days ago is 35 days old
    const later = new Date(Date.now() + 15 * DAY);
    expect(await refreshRecentSales(db, later)).toBe(1);
    expect(await unitsOf(item)).toBe(1);
    const [window] = await queryRows<{ since: string }>(db, sql`select since::text from item_recent_sales_window`);
    expect(window.since).toBe(new Date(later.getTime() - 29 * DAY).toISOString().slice(0, 10));
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept).toEqual(recomputed);
  });
});
