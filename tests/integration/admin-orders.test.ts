import { describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { getLowStockProducts } from "~/modules/catalog/catalog-admin.server";
import { listOrdersForAdmin, updateOrder } from "~/modules/orders/order-admin.server";
import { getDashboardStats } from "~/modules/orders/order-reports.server";
import { OrderListQuerySchema, UpdateOrderSchema } from "~/modules/orders/orders.schema";
import { getDailyRevenue } from "~/modules/orders/sales-days.server";
import { action as ordersAction, loader as ordersLoader } from "~/routes/admin/orders";
import { loader as overviewLoader } from "~/routes/admin/overview";

import { createAddon, createAdminSession, createOrder, createProduct, createReview } from "../support/factories";
import { redirectedWithToast, routeArgs } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const query = (q: Record<string, string>) => OrderListQuerySchema.parse(q);

describe("dashboard figures", () => {
  it("adds up revenue and counts orders by status; quick links count what is published and all there is", async () => {
    await resetDb(db);
    await createOrder(db, { total: 4999, status: "pending" });
    await createOrder(db, { total: 10000, status: "pending" });
    await createOrder(db, { total: 2500, status: "processing" });
    await createOrder(db, { total: 1, status: "shipped" });
    await createProduct(db);
    await createProduct(db, { status: "draft" });
    await createAddon(db);
    await createAddon(db, { status: "draft" });
    await createReview(db);
    await createReview(db, { status: "hidden" });
    expect(await getDashboardStats(db)).toEqual({
      totalRevenue: 17500,
      totalOrders: 4,
      pending: 2,
      processing: 1,
      shipped: 1,
      products: { published: 1, all: 2 },
      addons: { published: 1, all: 2 },
      reviews: { published: 1, all: 2 },
    });
  });

  it("gives revenue for each of the last 30 days, including days without orders", async () => {
    await resetDb(db);
    const now = new Date("2026-11-21T12:00:00Z");
    await createOrder(db, { total: 1000, orderDate: new Date("2026-11-21T01:00:00Z") });
    await createOrder(db, { total: 500, orderDate: new Date("2026-11-21T23:59:00Z") });
    await createOrder(db, { total: 700, orderDate: new Date("2026-10-23T10:00:00Z") });
    await createOrder(db, { total: 9999, orderDate: new Date("2026-10-22T10:00:00Z") }); // 31 days ago: outside
    const days = await getDailyRevenue(db, 30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-23", revenue: 700, orders: 1, refunded: 0 });
    expect(days[29]).toEqual({ day: "2026-11-21", revenue: 1500, orders: 2, refunded: 0 });
    expect(days.reduce((s, d) => s + d.revenue, 0)).toBe(2200);
  });

  it("lists each variant at or below its product's low-stock threshold, least stock first", async () => {
    await resetDb(db);
    const low = await createProduct(db, { stockQuantity: 3, stockAlertThreshold: 5 });
    const out = await createProduct(db, { stockQuantity: 0 });
    await createProduct(db, { stockQuantity: 50 });
    expect((await getLowStockProducts(db)).map((p) => [p.id, p.variant, Number(p.stockQuantity)])).toEqual([
      [out.id, "Black", 0],
      [out.id, "White", 0],
      [low.id, "White", 1],
      [low.id, "Black", 2],
    ]);
  });
});

describe("dashboard page", () => {
  it("says 'Failed to load dashboard statistics' instead of crashing when the figures cannot be read", async () => {
    const { cookie } = await createAdminSession(db);
    // The same database, except that raw aggregate queries fail.
    const broken = new Proxy(db, {
      get: (target, prop) =>
        prop === "execute" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(target, prop),
    }) as Db;
    const request = new Request("http://localhost/admin/dashboard", { headers: { Cookie: cookie } });
    expect(await overviewLoader(routeArgs(broken, request))).toMatchObject({ stats: null, error: true });
    expect(await overviewLoader(routeArgs(db, request))).toMatchObject({
      error: false,
      stats: { totalOrders: expect.any(Number) },
    });
  });
});

describe("order list", () => {
  it("finds orders by part of the customer name or order number, any case, and filters by status", async () => {
    await resetDb(db);
    const ada = await createOrder(db, {
      customerName: "Ada Lovelace",
      orderNumber: "RH-ADA0000001",
      status: "processing",
    });
    const alan = await createOrder(db, { customerName: "Alan Turing", orderNumber: "RH-TUR0000002" });
    await createOrder(db, { customerName: "Grace 100% Hopper_", orderNumber: "RH-GRA0000003" });
    expect((await listOrdersForAdmin(db, query({ q: "lovel" }))).orders.map((o) => o.id)).toEqual([ada.id]);
    expect((await listOrdersForAdmin(db, query({ q: "rh-tur" }))).orders.map((o) => o.id)).toEqual([alan.id]);
    expect((await listOrdersForAdmin(db, query({ status: "processing" }))).orders.map((o) => o.id)).toEqual([ada.id]);
    expect((await listOrdersForAdmin(db, query({ q: "a", status: "pending" }))).orders.map((o) => o.id)).not.toContain(
      ada.id,
    );
    // % and _ are searched for literally, not as wildcards.
    expect((await listOrdersForAdmin(db, query({ q: "%" }))).orders).toHaveLength(1);
    expect((await listOrdersForAdmin(db, query({ q: "_" }))).orders).toHaveLength(1);
  });

  it("pages on the server, newest first", async () => {
    await resetDb(db);
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 25; i++)
      await createOrder(db, { orderDate: new Date(base + i * 60_000), customerName: `Customer ${i}` });
    const first = await listOrdersForAdmin(db, query({}));
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0].customerName).toBe("Customer 24");
    expect(first.hasNextPage).toBe(true);
    const second = await listOrdersForAdmin(db, query({ after: first.pages.next! }));
    expect(second.orders.map((o) => o.customerName)).toEqual([
      "Customer 4",
      "Customer 3",
      "Customer 2",
      "Customer 1",
      "Customer 0",
    ]);
    expect(second.hasNextPage).toBe(false);
    // back to the first page, and the last page from the end, each without counting or skipping rows
    const back = await listOrdersForAdmin(db, query({ before: second.pages.previous! }));
    expect(back.orders.map((o) => o.id)).toEqual(first.orders.map((o) => o.id));
    // the last page is the oldest page-full, read from the end
    const last = await listOrdersForAdmin(db, query({ last: "1" }));
    expect(last.orders.map((o) => o.customerName)).toEqual(Array.from({ length: 20 }, (_, i) => `Customer ${19 - i}`));
    expect(last.pages).toMatchObject({ next: null, hasFirst: true });
  });

  it("falls back to defaults for nonsense in the query string", () => {
    expect(query({ after: "nonsense", last: "yes", status: "lost", q: "x".repeat(500) })).toMatchObject({
      q: "",
      status: undefined,
      last: false,
    });
  });
});

describe("order updates", () => {
  it("marks an order shipped when a new tracking number is entered, whatever status was chosen", async () => {
    const order = await createOrder(db, { status: "pending" });
    const result = await updateOrder(
      db,
      UpdateOrderSchema.parse({
        id: order.id,
        status: "processing",
        trackingNumber: " 1z999 aa1 ",
        notes: "Left with neighbour",
      }),
    );
    expect(result.markedShipped).toBe(true);
    expect(result.order).toMatchObject({ status: "shipped", trackingNumber: "1Z999AA1", notes: "Left with neighbour" });
  });

  it("lets the admin set any status freely when the tracking number does not change", async () => {
    const order = await createOrder(db, { status: "shipped", trackingNumber: "TRACK1" });
    const result = await updateOrder(
      db,
      UpdateOrderSchema.parse({ id: order.id, status: "processing", trackingNumber: "TRACK1", notes: "" }),
    );
    expect(result).toMatchObject({ markedShipped: false, order: { status: "processing", trackingNumber: "TRACK1" } });
  });

  it("says 'Order updated and marked as shipped' through the page action, with the CSRF token", async () => {
    const { cookie, csrfToken } = await createAdminSession(db);
    const order = await createOrder(db, { status: "pending" });
    const request = new Request("http://localhost/admin/dashboard/orders", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrf: csrfToken,
        id: order.id,
        status: "pending",
        trackingNumber: "JD0002",
        notes: "",
      }),
    });
    // Post/Redirect/Get: back to the list with the message as a flash toast
    expect(await redirectedWithToast(await ordersAction(routeArgs(db, request)))).toMatchObject({
      status: 303,
      location: "/admin/dashboard/orders",
      toast: { kind: "success", title: "Success", description: "Order updated and marked as shipped" },
    });
    const page = await ordersLoader(
      routeArgs(
        db,
        new Request(`http://localhost/admin/dashboard/orders?q=${order.orderNumber}`, { headers: { Cookie: cookie } }),
      ),
    );
    expect(page.orders).toMatchObject([{ id: order.id, status: "shipped", trackingNumber: "JD0002" }]);
  });

  it("refuses an unknown order and bad input without a 500", async () => {
    await expect(
      updateOrder(
        db,
        UpdateOrderSchema.parse({ id: crypto.randomUUID(), status: "pending", trackingNumber: "", notes: "" }),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(
      UpdateOrderSchema.safeParse({ id: crypto.randomUUID(), status: "lost", trackingNumber: "<script>", notes: "" })
        .success,
    ).toBe(false);
  });

  it("checks its own input, whoever calls it, and changes nothing it refuses", async () => {
    const order = await createOrder(db, { status: "pending" });
    const refused = updateOrder(db, { id: order.id, status: "processing", trackingNumber: "<script>", notes: "" });
    await expect(refused).rejects.toMatchObject({
      code: "invalid_input",
      message: "Tracking number may contain only letters, digits, spaces and hyphens",
    });
    const page = await updateOrder(db, { id: order.id, status: "processing", trackingNumber: " rm 12 ", notes: "" });
    expect(page.order).toMatchObject({ status: "shipped", trackingNumber: "RM12" });
  });
});

describe("payment state in the orders list", () => {
  it("filters by what has been refunded: nothing, part, or all of the order", async () => {
    await resetDb(db);
    const paid = await createOrder(db, { total: 13498 });
    const partly = await createOrder(db, { total: 13498, refundedTotal: 1000 });
    const refunded = await createOrder(db, { total: 5998, refundedTotal: 5998, status: "cancelled" });
    const numbers = async (payment: string) =>
      (await listOrdersForAdmin(db, query({ payment }))).orders.map((o) => o.orderNumber).sort();
    expect(await numbers("paid")).toEqual([paid.orderNumber]);
    expect(await numbers("partially_refunded")).toEqual([partly.orderNumber]);
    expect(await numbers("refunded")).toEqual([refunded.orderNumber]);
    // an unknown value is no filter, as the status filter treats one
    expect(await numbers("free")).toHaveLength(3);
  });

  it("gives the page each order's refunded total beside its total", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    await createOrder(db, { total: 13498, refundedTotal: 1000 });
    const data = await ordersLoader(
      routeArgs(
        db,
        new Request("http://shop.test/admin/dashboard/orders?payment=partially_refunded", { headers: { cookie } }),
      ),
    );
    expect(data.orders.map((o) => [o.total, o.refundedTotal])).toEqual([[13498, 1000]]);
    expect(data.query.payment).toBe("partially_refunded");
  });
});
