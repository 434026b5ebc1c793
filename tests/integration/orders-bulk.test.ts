import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { itemVariants } from "~/db/schema/catalog";
import { getOrderForAdmin } from "~/modules/orders/order-admin.server";
import { action as ordersAction } from "~/routes/admin/orders";
import { loader as slipsLoader } from "~/routes/admin/packing-slips";

import { createAdminSession, createOrder, createProduct, createUserSession, orderLine } from "../support/factories";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();

function bulkPost(cookie: string, fields: [string, string][]) {
  return new Request("http://localhost/admin/dashboard/orders", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("orders list bulk actions", () => {
  it("marks the ticked orders shipped with one carrier, leaving shipped and cancelled ones as they are", async () => {
    await resetDb(db);
    const { cookie, csrfToken } = await createAdminSession(db);
    const a = await createOrder(db, { status: "pending" });
    const b = await createOrder(db, { status: "processing" });
    const done = await createOrder(db, { status: "cancelled" });
    const untouched = await createOrder(db, { status: "pending" });
    const fields: [string, string][] = [
      ["csrf", csrfToken],
      ["intent", "ship"],
      ["carrier", "dpd"],
      ["id", a.id],
      ["id", b.id],
      ["id", done.id],
    ];
    const answer = await redirectedWithToast(await ordersAction(routeArgs(db, bulkPost(cookie, fields))));
    expect(answer).toMatchObject({
      status: 303,
      location: "/admin/dashboard/orders",
      toast: {
        description: `2 orders marked as shipped. Not changed (already shipped or cancelled): ${done.orderNumber}.`,
      },
    });
    for (const order of [a, b])
      expect(await getOrderForAdmin(db, order.id)).toMatchObject({ status: "shipped", carrier: "dpd" });
    expect((await getOrderForAdmin(db, done.id)).status).toBe("cancelled");
    expect((await getOrderForAdmin(db, untouched.id)).status).toBe("pending");
  });

  it("sends the ticked orders to their packing slips and to the CSV; refuses nothing ticked", async () => {
    await resetDb(db);
    const { cookie, csrfToken } = await createAdminSession(db);
    const a = await createOrder(db);
    const b = await createOrder(db);
    const slips = await ordersAction(
      routeArgs(
        db,
        bulkPost(cookie, [
          ["csrf", csrfToken],
          ["intent", "slips"],
          ["id", a.id],
          ["id", b.id],
        ]),
      ),
    );
    expect((slips as Response).headers.get("Location")).toBe(`/admin/packing-slips?id=${a.id}&id=${b.id}`);
    const exported = await ordersAction(
      routeArgs(
        db,
        bulkPost(cookie, [
          ["csrf", csrfToken],
          ["intent", "export"],
          ["id", a.id],
        ]),
      ),
    );
    expect((exported as Response).headers.get("Location")).toBe(`/admin/dashboard/orders/export?id=${a.id}`);
    const none = await routeOutcome(() =>
      ordersAction(
        routeArgs(
          db,
          bulkPost(cookie, [
            ["csrf", csrfToken],
            ["intent", "slips"],
          ]),
        ),
      ),
    );
    expect(none).toMatchObject({ status: 400, body: { error: "Tick at least one order" } });
  });

  it("shows each order's slip with its lines and address, for an admin only", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    const a = await createOrder(db);
    const b = await createOrder(db, { shippingAddress: { ...a.shippingAddress, city: "York" } });
    const request = (c: string) =>
      new Request(`http://localhost/admin/packing-slips?id=${b.id}&id=${a.id}`, { headers: { Cookie: c } });
    const page = await slipsLoader(routeArgs(db, request(cookie)));
    expect(page.slips.map((s) => s.orderNumber)).toEqual([b.orderNumber, a.orderNumber]);
    expect(page.slips[0]).toMatchObject({
      shippingAddress: { city: "York" },
      items: [{ name: "R36S Retro Handheld", variant: "Black", quantity: 1 }],
    });
    const shopper = await createUserSession(db);
    expect((await routeOutcome(() => slipsLoader(routeArgs(db, request(shopper.cookie))))).status).toBe(302);
  });

  it("gives the packer the delivery method, SKUs and notes, and leaves cancelled orders out", async () => {
    await resetDb(db);
    const { cookie } = await createAdminSession(db);
    const product = await createProduct(db);
    await db
      .update(itemVariants)
      .set({ sku: "R36S-BLK" })
      .where(and(eq(itemVariants.itemId, product.id), eq(itemVariants.name, "Black")));
    const express = await createOrder(db, {
      shippingMethod: "express",
      notes: "Customer asked for no invoice in the box",
      items: [{ ...orderLine("R36S Retro Handheld", 4999, 1, product.id), variant: "Black" }],
    });
    const cancelled = await createOrder(db, { status: "cancelled" });
    const slips = (query: string) =>
      routeOutcome(() =>
        slipsLoader(
          routeArgs(db, new Request(`http://localhost/admin/packing-slips?${query}`, { headers: { Cookie: cookie } })),
        ),
      );
    const page = await slipsLoader(
      routeArgs(
        db,
        new Request(`http://localhost/admin/packing-slips?id=${express.id}&id=${cancelled.id}`, {
          headers: { Cookie: cookie },
        }),
      ),
    );
    expect(page.slips).toEqual([
      expect.objectContaining({
        orderNumber: express.orderNumber,
        deliveryMethod: "Express",
        notes: "Customer asked for no invoice in the box",
        items: [{ name: "R36S Retro Handheld", variant: "Black", quantity: 1, sku: "R36S-BLK" }],
      }),
    ]);
    // a page's error: the status, with the message on the error page
    expect((await slips(`id=${cancelled.id}`)).status).toBe(409);
  });
});
