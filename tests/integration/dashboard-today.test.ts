// The dashboard's Today (a UK day, as the orders list's) beside 7, 30 and 90 days, and best sellers net of what was
// refunded or returned: the R36S sold twice with one returned and refunded counts as one sold, £49.99.
import { describe, expect, it } from "vitest";

import { orderRefunds } from "~/db/schema/orders";
import { PeriodQuerySchema } from "~/modules/orders/period-report.schema";
import { getPeriodReport } from "~/modules/orders/period-report.server";

import { createOrder, orderLine } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const NOW = new Date("2026-11-21T12:00:00Z");
const R36S = "00000000-0000-4000-8000-000000000036";
const X55 = "00000000-0000-4000-8000-000000000055";

describe("the dashboard's today and net best sellers", () => {
  it("reads ?period=1 as today", () => {
    expect(PeriodQuerySchema.parse({ period: "1" })).toEqual({ period: 1 });
  });

  it("adds up today against yesterday, and takes refunded units off the best sellers", async () => {
    await resetDb(db);
    const r36 = await createOrder(db, {
      orderDate: new Date("2026-11-21T08:00:00Z"),
      items: [orderLine("R36S", 4999, 2, R36S), orderLine("X55 Console", 7499, 1, X55)],
      total: 17497,
      refundedTotal: 4999,
    });
    await db.insert(orderRefunds).values([
      { orderId: r36.id, amount: 4999, lines: [{ index: 0, quantity: 1 }], status: "succeeded", source: "admin" },
      // a refund that failed took nothing back
      { orderId: r36.id, amount: 7499, lines: [{ index: 1, quantity: 1 }], status: "failed", source: "admin" },
    ]);
    await createOrder(db, { orderDate: new Date("2026-11-20T10:00:00Z"), total: 3000 });

    const today = await getPeriodReport(db, 1, NOW);
    expect(today.current).toMatchObject({ revenue: 17497 - 4999, orders: 1, refunds: 4999 });
    expect(today.previous).toMatchObject({ revenue: 3000, orders: 1 });
    expect(today.byDay.map((d) => d.day)).toEqual(["2026-11-21"]);
    expect(today.topByUnits.map((r) => [r.name, r.units, r.revenue])).toEqual([
      ["R36S", 1, 4999],
      ["X55 Console", 1, 7499],
    ]);
  });

  it("counts UK days, as the orders list's Today does: half past midnight on a summer night is today", async () => {
    await resetDb(db);
    // 00:30 and 23:30 on 2 July, UK time (BST, an hour ahead of UTC); 00:30 on 3 July is tomorrow's
    await createOrder(db, { orderDate: new Date("2026-07-01T23:30:00Z"), total: 1000 });
    await createOrder(db, { orderDate: new Date("2026-07-02T22:30:00Z"), total: 2000 });
    await createOrder(db, { orderDate: new Date("2026-07-02T23:30:00Z"), total: 4000 });
    await createOrder(db, { orderDate: new Date("2026-07-01T22:30:00Z"), total: 8000 });

    const today = await getPeriodReport(db, 1, new Date("2026-07-02T23:10:00Z")); // 00:10 on 3 July, UK time
    expect(today.current).toMatchObject({ revenue: 4000, orders: 1 });
    expect(today.previous).toMatchObject({ revenue: 3000, orders: 2 });
    expect(today.byDay).toEqual([{ day: "2026-07-03", revenue: 4000, orders: 1 }]);
    const week = await getPeriodReport(db, 7, new Date("2026-07-02T23:10:00Z"));
    expect(week.byDay.slice(-3)).toEqual([
      { day: "2026-07-01", revenue: 8000, orders: 1 },
      { day: "2026-07-02", revenue: 3000, orders: 2 },
      { day: "2026-07-03", revenue: 4000, orders: 1 },
    ]);
  });

  it("leaves out a product whose every unit was refunded", async () => {
    await resetDb(db);
    const order = await createOrder(db, {
      orderDate: new Date("2026-11-21T08:00:00Z"),
      items: [orderLine("R36S", 4999, 1, R36S)],
    });
    await db.insert(orderRefunds).values({
      orderId: order.id,
      amount: 4999,
      lines: [{ index: 0, quantity: 1 }],
      status: "succeeded",
      source: "admin",
    });
    expect((await getPeriodReport(db, 7, NOW)).topByRevenue).toEqual([]);
  });
});
