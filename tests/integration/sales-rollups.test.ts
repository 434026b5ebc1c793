// The dashboard reads its sales from daily rollups that triggers keep in the transaction of each change. After any
// sequence of orders (placed either side of midnight, in UK and UTC time, across the change of the clocks),
// cancellations, refunds by amount or by line, returns, failed refunds and erasures, every figure it shows must
// equal what the reports work out from the orders themselves.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { queryRows, type Db } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema/orders";
import { ukDay, ukMidnight } from "~/modules/orders/order-export.server";
import { getDashboardStats, getTakings, listBestSellers } from "~/modules/orders/order-reports.server";
import { getPeriodReport } from "~/modules/orders/period-report.server";

import { createOrder } from "../support/factories";
import { changeNthOrder, drawnLines, holdsAfterAnyChanges, nth, nthOrder } from "../support/random-changes";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

// the morning after the clocks went back (25 October 2026): UK midnight was 23:00 UTC before, 00:00 UTC since
const NOW = new Date("2026-10-27T09:30:00Z");
const DAY_MS = 86_400_000;
/** Instants either side of the UTC and the UK midnights of the last few days (and of the 90th day back). */
const INSTANTS = [0, 1, 2, 3, 89, 90].flatMap((daysAgo) => {
  const midnight = Date.UTC(2026, 9, 27 - daysAgo);
  return [-61, -59, -1, 1, 59, 61].map((minutes) => new Date(midnight + minutes * 60_000));
});

type Command =
  | { kind: "order"; product: number; quantity: number; second: number | null; at: number }
  | { kind: "cancel" | "uncancel" | "erase"; pick: number }
  | { kind: "refund"; pick: number; line: number; quantity: number; status: "succeeded" | "failed" | "pending" }
  | { kind: "settle"; pick: number; status: "succeeded" | "failed" }
  | { kind: "amountRefund"; pick: number; share: number };

const pick = fc.nat({ max: 1000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      product: fc.nat({ max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      second: fc.option(fc.nat({ max: 2 })),
      at: fc.nat({ max: INSTANTS.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom("cancel" as const, "uncancel" as const, "erase" as const), pick }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("refund" as const),
      pick,
      line: fc.nat({ max: 1 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      status: fc.constantFrom("succeeded" as const, "failed" as const, "pending" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("settle" as const),
      pick,
      status: fc.constantFrom("succeeded" as const, "failed" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("amountRefund" as const),
      pick,
      share: fc.double({ min: 0.1, max: 1, noNaN: true }),
    }),
  },
);

async function apply(db: Db, productIds: string[], c: Command) {
  switch (c.kind) {
    case "order":
      await createOrder(db, { items: drawnLines(productIds, c), orderDate: INSTANTS[c.at] });
      return;
    case "cancel":
    case "uncancel":
    case "erase":
      return changeNthOrder(db, c.pick, c.kind);
    case "refund": {
      // a line refund (or a return's): the refund row, and the order's refunded total when it went through
      const order = await nthOrder(db, c.pick);
      if (!order) return;
      const index = c.line % order.items.length;
      const amount = order.items[index].price * c.quantity;
      await db.transaction(async (tx) => {
        await tx.insert(orderRefunds).values({
          orderId: order.id,
          amount,
          lines: [{ index, quantity: c.quantity }],
          status: c.status,
          source: "admin",
        });
        if (c.status === "succeeded")
          await tx
            .update(orders)
            .set({ refundedTotal: order.refundedTotal + amount })
            .where(eq(orders.id, order.id));
      });
      return;
    }
    case "settle": {
      // a pending refund the provider settles later, by webhook
      const refund = await nth(
        db.select().from(orderRefunds).where(eq(orderRefunds.status, "pending")).orderBy(orderRefunds.id),
        c.pick,
      );
      if (refund) await db.update(orderRefunds).set({ status: c.status }).where(eq(orderRefunds.id, refund.id));
      return;
    }
    case "amountRefund":
      return changeNthOrder(db, c.pick, { refundShare: c.share });
  }
}

/** The UK day `days` after "2026-10-27" (before, when negative). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const TODAY = ukDay(NOW);

/** Revenue kept and orders per UK day, worked out from the orders. */
const countedByDay = (db: Db, days: number) =>
  queryRows<{ day: string; revenue: number; orders: number }>(
    db,
    sql`select to_char(g.ts, 'YYYY-MM-DD') as day,
          coalesce(sum(o.total - o.refunded_total), 0)::int as revenue, count(o.id)::int as orders
        from generate_series(${dayAfter(TODAY, -(days - 1))}::date, ${TODAY}::date, interval '1 day') g(ts)
        left join orders o on (o.order_date at time zone 'Europe/London')::date = g.ts::date
          and o.status <> 'cancelled'
        group by g.ts order by g.ts`,
  );

async function recomputed(db: Db, days: number) {
  const tomorrow = ukMidnight(dayAfter(TODAY, 1));
  const from = ukMidnight(dayAfter(TODAY, 1 - days));
  const previousFrom = ukMidnight(dayAfter(TODAY, 1 - 2 * days));
  const figures = async (a: Date, b: Date) => {
    const t = await getTakings(db, { from: a, to: b });
    return {
      revenue: t.net,
      orders: t.orders,
      averageOrder: t.orders ? Math.round(t.net / t.orders) : 0,
      refunds: t.refunded,
    };
  };
  return {
    days,
    current: await figures(from, tomorrow),
    previous: await figures(previousFrom, from),
    byDay: await countedByDay(db, days),
    topByUnits: await listBestSellers(db, { from, to: tomorrow, limit: 5 }),
    topByRevenue: await listBestSellers(db, { from, to: tomorrow, limit: 5, by: "revenue" }),
  };
}

const allTime = (db: Db) =>
  queryRows<{ revenue: number; orders: number }>(
    db,
    sql`select coalesce(sum(total - refunded_total) filter (where status <> 'cancelled'), 0)::int as revenue,
          count(*)::int as orders from orders`,
  );

describe("the dashboard's daily rollups", () => {
  it("equal a recomputation from the orders after any sequence of orders, cancellations and refunds", async () => {
    await holdsAfterAnyChanges(db, {
      change: command,
      most: 20,
      apply,
      check: async () => {
        for (const days of [1, 7, 90] as const)
          expect(await getPeriodReport(db, days, NOW)).toEqual(await recomputed(db, days));
        const stats = await getDashboardStats(db);
        const [counted] = await allTime(db);
        expect({ revenue: stats.totalRevenue, orders: stats.totalOrders }).toEqual(counted);
      },
    });
  });
});
