import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "~/db/client.server";
import { OrderTriageQuerySchema } from "~/modules/orders/order-triage.schema";
import { listOrderTriage } from "~/modules/orders/order-triage.server";
import { paymentStateOf } from "~/modules/orders/orders.schema";
import { loader as ordersLoader } from "~/routes/admin/orders";

import { createAdminSession, createOrder } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const statements: string[] = [];
const { db } = await testDb({ onQuery: (statement) => statements.push(statement) });
const query = (q: Record<string, string>) => OrderTriageQuerySchema.parse(q);
// 10:00 on Sunday 29 November 2026 in London (GMT): "today" starts at midnight UTC
const now = new Date("2026-11-29T10:00:00Z");

async function sixOrdersAcrossMidnight() {
  await resetDb(db);
  const at = (iso: string) => new Date(iso);
  return {
    lateYesterday: await createOrder(db, { orderNumber: "RH-LATE", orderDate: at("2026-11-28T23:50:00Z") }),
    shippedYesterday: await createOrder(db, {
      orderNumber: "RH-SENT",
      orderDate: at("2026-11-28T09:00:00Z"),
      status: "shipped",
    }),
    earlyToday: await createOrder(db, { orderNumber: "RH-EARLY", orderDate: at("2026-11-29T00:10:00Z") }),
    expressToday: await createOrder(db, {
      orderNumber: "RH-EXPRESS",
      orderDate: at("2026-11-29T08:00:00Z"),
      status: "processing",
      shippingMethod: "express",
    }),
    cancelledToday: await createOrder(db, {
      orderNumber: "RH-CANCEL",
      orderDate: at("2026-11-29T09:00:00Z"),
      status: "cancelled",
    }),
    lastWeek: await createOrder(db, { orderNumber: "RH-OLD", orderDate: at("2026-11-20T12:00:00Z") }),
  };
}

const numbers = (page: { orders: { orderNumber: string }[] }) => page.orders.map((o) => o.orderNumber);

describe("orders triage", () => {
  it("counts and lists Unfulfilled, Today (UK midnight) and All", async () => {
    await sixOrdersAcrossMidnight();
    const all = await listOrderTriage(db, query({}), now);
    expect(all.counts).toEqual({ unfulfilled: 4, today: 3, all: 6 });
    expect(numbers(await listOrderTriage(db, query({ view: "today" }), now))).toEqual([
      "RH-CANCEL",
      "RH-EXPRESS",
      "RH-EARLY",
    ]);
    expect(numbers(await listOrderTriage(db, query({ view: "unfulfilled" }), now))).toEqual([
      "RH-EXPRESS",
      "RH-EARLY",
      "RH-LATE",
      "RH-OLD",
    ]);
  });

  it("filters by a preset or a range of UK days, and the CSV covers the same days and tab", async () => {
    await sixOrdersAcrossMidnight();
    const yesterday = await listOrderTriage(db, query({ period: "yesterday" }), now);
    expect(numbers(yesterday)).toEqual(["RH-LATE", "RH-SENT"]);
    expect(yesterday.counts).toEqual({ unfulfilled: 1, today: 3, all: 2 });
    expect(yesterday.csv).toEqual({ from: "2026-11-28", to: "2026-11-28", unfulfilledOnly: false });

    const range = await listOrderTriage(db, query({ view: "unfulfilled", from: "2026-11-20", to: "2026-11-28" }), now);
    expect(numbers(range)).toEqual(["RH-LATE", "RH-OLD"]);
    expect(range.csv).toEqual({ from: "2026-11-20", to: "2026-11-28", unfulfilledOnly: true });
    // a typed range wins over a preset; nonsense is no filter
    expect(
      numbers(await listOrderTriage(db, query({ period: "today", from: "2026-11-20", to: "2026-11-20" }), now)),
    ).toEqual(["RH-OLD"]);
    expect((await listOrderTriage(db, query({ period: "soon", from: "yesterday" }), now)).counts.all).toBe(6);
  });

  it("gives the page its tab, counts and each order's delivery method", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    await createOrder(db, { shippingMethod: "express" });
    await createOrder(db, { status: "shipped" });
    const request = new Request("http://localhost/admin/dashboard/orders?view=unfulfilled", { headers: { cookie } });
    const data = await ordersLoader(routeArgs(db, request));
    expect(data.query.view).toBe("unfulfilled");
    expect(data.counts).toEqual({ unfulfilled: 1, today: 2, all: 2 });
    expect(data.orders.map((o) => o.shippingMethod)).toEqual(["express"]);
  });

  it("counts every order from the kept parts, equal to a recount after orders and deletions", async () => {
    await sixOrdersAcrossMidnight();
    const recount = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`))[0].n;
    // one order at a time, past the point where the parts are folded into one, then many in one statement
    for (let i = 0; i < 60; i++) await createOrder(db, { orderNumber: `RH-MANY-${i}` });
    await db.execute(sql`delete from orders where order_number like 'RH-MANY-1%'`);
    expect(await recount()).toBe(6 + 60 - 11);
    expect((await listOrderTriage(db, query({}), now)).counts.all).toBe(await recount());
    const [{ parts }] = await queryRows<{ parts: number }>(
      db,
      sql`select count(*)::int as parts from order_state_count_parts`,
    );
    expect(parts).toBeLessThanOrEqual(51);
    // a search still counts what it finds
    expect((await listOrderTriage(db, query({ q: "RH-MANY-59" }), now)).counts.all).toBe(1);
  });

  it("counts the tabs under a status or payment filter from kept parts, equal to a recount after changes", async () => {
    await sixOrdersAcrossMidnight();
    for (let i = 0; i < 60; i++)
      await createOrder(db, { orderNumber: `RH-MANY-${i}`, status: i % 2 ? "delivered" : "processing" });
    // refunds in full and in part, a status change, a change of nothing counted, a deletion: several orders each
    await db.execute(sql`update orders set refunded_total = total where order_number like 'RH-MANY-1%'`);
    await db.execute(sql`update orders set refunded_total = 100 where order_number like 'RH-MANY-2%'`);
    await db.execute(sql`update orders set status = 'shipped' where order_number like 'RH-MANY-3%'`);
    await db.execute(sql`update orders set notes = 'called' where order_number like 'RH-MANY-4%'`);
    await db.execute(sql`delete from orders where order_number like 'RH-MANY-5%'`);
    const every = await queryRows<{ status: string; total: number; refundedTotal: number; placed: string }>(
      db,
      sql`select status, total, refunded_total as "refundedTotal", order_date::text as placed from orders`,
    );
    const filterings: Record<string, string>[] = [
      {},
      { status: "delivered" },
      { payment: "refunded" },
      { payment: "partially_refunded" },
      { status: "processing", payment: "paid" },
    ];
    for (const filters of filterings) {
      const matching = every.filter(
        (o) =>
          (!filters.status || o.status === filters.status) &&
          (!filters.payment || paymentStateOf(o) === filters.payment),
      );
      statements.length = 0;
      const { counts } = await listOrderTriage(db, query(filters), now);
      expect(counts, JSON.stringify(filters)).toMatchObject({
        all: matching.length,
        unfulfilled: matching.filter((o) => o.status === "pending" || o.status === "processing").length,
      });
      // only today's tab, bounded by its day, counts orders
      const counted = statements.filter((s) => /count\(\*\)/i.test(s) && s.includes('"orders"'));
      expect(counted, counted.join("\n")).toHaveLength(1);
    }
  });
});
