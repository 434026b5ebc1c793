import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { action, loader } from "~/routes/api/admin-order";

import { adminTestDb } from "../support/admin-test-db";
import { createOrder } from "../support/factories";
import { routeArgs } from "../support/route-context";

// The orders JSON API: the same update as the order page, from a script, and the same shipping email.

const { db, session } = await adminTestDb();

async function post(orderNumber: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/api/admin/orders/${orderNumber}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: session.admin.cookie,
      "x-csrf-token": session.admin.csrfToken,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const response = await action(routeArgs(db, request, { orderNumber }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/admin/orders/{orderNumber}", () => {
  it("adds tracking, marks the order shipped, queues the email once, records the API as the door", async () => {
    const order = await createOrder(db, { notes: "Gift" });
    const first = await post(order.orderNumber, { trackingNumber: "rm 555 gb" });
    expect(first).toMatchObject({
      status: 200,
      body: { markedShipped: true, order: { status: "shipped", trackingNumber: "RM555GB", notes: "Gift" } },
    });
    await post(order.orderNumber, { trackingNumber: "RM555GB" });
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.template, "order_shipped")));
    expect(emails).toHaveLength(1);
    const [entry] = await listActivityForTarget(db, "order", order.id);
    expect(entry).toMatchObject({ action: "order.update", origin: "api", actorEmail: session.admin.user.email });
  });

  it("answers bad input, unknown orders, cancelling and missing rights with readable 4xx errors", async () => {
    const order = await createOrder(db);
    expect(await post(order.orderNumber, { trackingNumber: "no/slashes" })).toMatchObject({
      status: 400,
      body: { error: "Tracking number may contain only letters, digits, spaces and hyphens" },
    });
    expect(await post(order.orderNumber, { status: "cancelled" })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/Cancel order on its page/) },
    });
    expect((await post(order.orderNumber, { refund: 10 })).status).toBe(400);
    expect(await post("RH-NOPE", { notes: "x" })).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect((await post(order.orderNumber, { notes: "x" }, { "x-csrf-token": "wrong" })).status).toBe(403);
    const anonymous = new Request(`http://localhost/api/admin/orders/${order.orderNumber}`);
    expect((await loader(routeArgs(db, anonymous, { orderNumber: order.orderNumber }))).status).toBe(401);
  });
});
