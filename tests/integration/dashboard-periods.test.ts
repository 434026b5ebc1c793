// The dashboard's sales over 7, 30 or 90 days, against figures worked out by hand: revenue kept after refunds,
// orders, average order and refunds beside the period before; best sellers by units and by revenue, where a
// cancelled order sold nothing; the period comes from the address, and anything else means 30 days.
import { describe, expect, it } from "vitest";

import { orderRefunds } from "~/db/schema/orders";
import { getPeriodReport } from "~/modules/orders/period-report.server";
import { loader as overviewLoader } from "~/routes/admin/overview";

import { createAdminSession, createOrder, orderLine } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const NOW = new Date("2026-11-21T12:00:00Z");
const X55 = "00000000-0000-4000-8000-000000000055";
const R36S = "00000000-0000-4000-8000-000000000036";
const CASE = "00000000-0000-4000-8000-0000000000ca";
const line = (productId: string, name: string, quantity: number, price: number) =>
  orderLine(name, price, quantity, productId);
const at = (iso: string) => new Date(iso);

describe("sales by period", () => {
  it("adds up the last 7 days and the 7 before, to the day boundary, from the orders themselves", async () => {
    await resetDb(db);
    // this week (15–21 November, UTC days)
    await createOrder(db, {
      orderDate: at("2026-11-20T10:00:00Z"),
      items: [line(X55, "X55 Console", 2, 7499)],
      total: 14998,
      refundedTotal: 2000,
    });
    await createOrder(db, {
      orderDate: at("2026-11-16T10:00:00Z"),
      items: [line(R36S, "R36S", 1, 4999)],
      total: 5398,
    });
    await createOrder(db, {
      orderDate: at("2026-11-18T10:00:00Z"),
      items: [line(R36S, "R36S", 5, 4999)],
      total: 24995,
      refundedTotal: 24995,
      status: "cancelled",
    });
    await createOrder(db, {
      orderDate: at("2026-11-21T23:00:00Z"),
      items: [line(CASE, "Carry Case", 3, 1000)],
      total: 3000,
    });
    // the week before (8–14 November), its last minute included
    await createOrder(db, { orderDate: at("2026-11-10T10:00:00Z"), total: 5000 });
    await createOrder(db, { orderDate: at("2026-11-14T23:59:00Z"), total: 1000 });
    // older than both
    await createOrder(db, { orderDate: at("2026-11-07T23:59:00Z"), total: 99999 });

    const report = await getPeriodReport(db, 7, NOW);
    expect(report.current).toEqual({
      revenue: 14998 - 2000 + 5398 + 3000, // the cancelled order was refunded in full: it kept nothing
      orders: 3,
      averageOrder: Math.round((14998 - 2000 + 5398 + 3000) / 3),
      refunds: 2000 + 24995,
    });
    expect(report.previous).toEqual({ revenue: 6000, orders: 2, averageOrder: 3000, refunds: 0 });
    expect(report.byDay.map((d) => d.day)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(report.byDay.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", revenue: 12998, orders: 1 });
    expect(report.topByUnits.map((r) => [r.name, r.units])).toEqual([
      ["Carry Case", 3],
      ["X55 Console", 2],
      ["R36S", 1],
    ]);
    expect(report.topByRevenue.map((r) => [r.name, r.revenue])).toEqual([
      ["X55 Console", 14998],
      ["R36S", 4999],
      ["Carry Case", 3000],
    ]);
  });

  it("counts a cancelled order whose refund failed nowhere: Revenue card, chart and all time agree", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    const today = new Date();
    await createOrder(db, { orderDate: today, items: [line(R36S, "R36S", 1, 4999)], total: 5398 });
    // cancelled, but the provider refused the refund: the money is still owed to the customer
    const cancelled = await createOrder(db, {
      orderDate: today,
      items: [line(X55, "X55 Console", 1, 7499)],
      total: 7499,
      status: "cancelled",
    });
    await db.insert(orderRefunds).values({
      orderId: cancelled.id,
      amount: 7499,
      lines: [],
      status: "failed",
      source: "admin",
    });
    const request = new Request("http://localhost/admin/dashboard?period=1", { headers: { Cookie: cookie } });
    const { stats, report } = await overviewLoader(routeArgs(db, request));
    const chartTotal = report!.byDay.reduce((sum, d) => sum + d.revenue, 0);
    expect(report!.current.revenue).toBe(5398);
    expect(chartTotal).toBe(5398);
    expect(stats!.totalRevenue).toBe(5398);
    expect(report!.current).toMatchObject({ orders: 1, averageOrder: 5398, refunds: 0 });
  });

  it("takes the period from the address: 7, 30 or 90 days, and 30 for anything else", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    const load = async (query: string) => {
      const request = new Request(`http://localhost/admin/dashboard${query}`, { headers: { Cookie: cookie } });
      return (await overviewLoader(routeArgs(db, request))).report?.days;
    };
    expect(await load("?period=7")).toBe(7);
    expect(await load("?period=90")).toBe(90);
    expect(await load("")).toBe(30);
    expect(await load("?period=365")).toBe(30);
    expect(await load("?period=%00")).toBe(30);
  });
});
