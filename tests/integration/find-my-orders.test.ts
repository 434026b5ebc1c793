// "Find my orders": a shopper without an account asks for a link by email, follows it, and from their own
// orders cancels one before dispatch (refunded and restocked as the back office would) or starts a return
// after delivery, which the back office then sees. Nobody learns from the form whether an address has orders.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { settings } from "~/db/schema/settings";
import { FIND_ORDERS_SENT } from "~/modules/orders/customer-orders.schema";
import { getOrderConfirmation } from "~/modules/orders/orders.server";
import { listReturns } from "~/modules/orders/returns.server";
import { action as orderAction, loader as orderLoader } from "~/routes/my-order";
import { action as findAction, loader as findLoader } from "~/routes/my-orders";

import { orderTestDb } from "../support/checkout";
import { createOrder, createProduct } from "../support/factories";
import { freshIp, routeArgs, routeContext, routeOutcome } from "../support/route-context";

const { db, placeOrder } = await orderTestDb();
const SESSION_SECRET = "find-my-orders-test-secret";
const context = { config: { ...routeContext(db).config, SESSION_SECRET } };

const post = (path: string, fields: Record<string, string>, cookie = "") => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: cookie ? { cookie } : {} });
};
const get = (path: string, cookie = "") =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
const ask = (email: string) =>
  routeOutcome(() =>
    findAction(routeArgs(db, post("/my-orders", { intent: "find", email }), {}, { ...context, clientIp: freshIp() })),
  );
const linksTo = async (email: string) =>
  db
    .select({ data: emailOutbox.data })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "orders_link"), eq(emailOutbox.to, email)));

/** Asks for the link, follows it as the email's reader would, and returns the cookie it leaves. */
async function signInByEmail(email: string) {
  await ask(email);
  const [{ data }] = await linksTo(email);
  const link = new URL(String(data.link));
  const followed = await routeOutcome(() =>
    findLoader(routeArgs(db, get(`${link.pathname}${link.search}`), {}, context)),
  );
  expect(followed.status).toBe(302);
  return (followed.headers.get("set-cookie") ?? "").split(";")[0];
}
const openOrder = (orderNumber: string, cookie: string) =>
  routeOutcome(() => orderLoader(routeArgs(db, get(`/my-orders/${orderNumber}`, cookie), { orderNumber }, context)));
const orderForm = (orderNumber: string, cookie: string, fields: Record<string, string>) =>
  routeOutcome(() =>
    orderAction(routeArgs(db, post(`/my-orders/${orderNumber}`, fields, cookie), { orderNumber }, context)),
  );

describe("asking for the link", () => {
  it("emails a link to an address with orders, and answers an unknown address exactly the same", async () => {
    await createOrder(db, { email: "Olivia@Example.com" });
    const known = await ask("olivia@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known).toMatchObject({ status: 200, body: { ok: true, message: FIND_ORDERS_SENT } });
    expect(unknown.body).toEqual(known.body);
    expect(await linksTo("olivia@example.com")).toHaveLength(1);
    expect(await linksTo("nobody@example.com")).toHaveLength(0);
  });

  it("sends one email however often the form is sent, so nobody can fill a stranger's inbox", async () => {
    await createOrder(db, { email: "sam@example.com" });
    for (let i = 0; i < 5; i++) await ask("sam@example.com");
    expect(await linksTo("sam@example.com")).toHaveLength(1);
  });

  it("refuses an address that is not one, with a message beside the field", async () => {
    const answer = await ask("not an address");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fieldErrors: { email: "Enter a valid email address" } });
  });
});

describe("following the link", () => {
  it("swaps the token for an HttpOnly cookie for this page only and lists only that address's orders", async () => {
    const mine = await createOrder(db, { email: "alex@example.com" });
    const theirs = await createOrder(db, { email: "someone-else@example.com" });
    await ask("alex@example.com");
    const [{ data }] = await linksTo("alex@example.com");
    const link = new URL(String(data.link));
    const followed = await routeOutcome(() =>
      findLoader(routeArgs(db, get(`${link.pathname}${link.search}`), {}, context)),
    );
    expect(followed.headers.get("location")).toBe("/my-orders");
    const setCookie = followed.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^shop_my_orders=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Path=/my-orders");
    expect(setCookie).toContain("Max-Age=3600");

    const list = await routeOutcome(() =>
      findLoader(routeArgs(db, get("/my-orders", setCookie.split(";")[0]), {}, context)),
    );
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.body).toMatchObject({ view: "list", email: "alex@example.com" });
    const listed = (list.body!.orders as { orderNumber: string }[]).map((o) => o.orderNumber);
    expect(listed).toEqual([mine.orderNumber]);
    expect((await openOrder(theirs.orderNumber, setCookie.split(";")[0])).status).toBe(404);
  });

  it("a changed or missing token shows the form again with a word on the link", async () => {
    const cookie = await signInByEmail((await createOrder(db, { email: "kim@example.com" })).email);
    const tampered = cookie.replace("shop_my_orders=", "").replace(/.{4}$/, "AAAA");
    const answer = await routeOutcome(() =>
      findLoader(routeArgs(db, get(`/my-orders?token=${tampered}`), {}, context)),
    );
    expect(answer.body).toMatchObject({
      view: "find",
      linkProblem: expect.stringContaining("expired or is not valid"),
    });
    expect((await openOrder("RH-ANY", "")).status).toBe(302);
  });
});

describe("looking after an order", () => {
  it("cancels an order before dispatch: refunded, restocked and emailed, as the back office would", async () => {
    const product = await createProduct(db, { price: 2999, stockQuantity: 10 });
    const order = await placeOrder(product, 2);
    const cookie = await signInByEmail(order.email);
    const opened = await openOrder(order.orderNumber, cookie);
    expect(opened.body).toMatchObject({ canCancel: true });
    // the method and dates the confirmation gave, from the one delivery calculator
    const confirmation = (await getOrderConfirmation(db, order.orderNumber))!;
    expect(confirmation.delivery.estimate).toBeTruthy();
    expect(opened.body!.delivery).toEqual(confirmation.delivery);

    const answer = await orderForm(order.orderNumber, cookie, { intent: "cancel" });
    expect(answer.body).toMatchObject({ ok: true, message: expect.stringContaining("Your order is cancelled") });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe("cancelled");
    expect(after.refundedTotal).toBe(order.total);
    const [{ stock }] = await db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock).toBe(10);
    const cancelled = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.template, "order_cancelled")));
    expect(cancelled).toHaveLength(1);
  });

  it("refuses to cancel once the order has been dispatched", async () => {
    const order = await createOrder(db, { email: "dana@example.com", status: "shipped" });
    const cookie = await signInByEmail(order.email);
    expect((await openOrder(order.orderNumber, cookie)).body).toMatchObject({ canCancel: false });
    const answer = await orderForm(order.orderNumber, cookie, { intent: "cancel" });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ ok: false, error: expect.stringContaining("already been dispatched") });
  });

  it("starts a return within 14 days of delivery, which the back office's returns then list", async () => {
    const deliveredAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const order = await createOrder(db, { email: "lee@example.com", status: "delivered", deliveredAt });
    const cookie = await signInByEmail(order.email);
    expect((await openOrder(order.orderNumber, cookie)).body).toMatchObject({
      returnable: [{ index: 0, quantity: 1 }],
    });
    const answer = await orderForm(order.orderNumber, cookie, {
      intent: "return",
      "quantity-0": "1",
      reason: "Too small",
    });
    expect(answer.body).toMatchObject({ ok: true });
    const [recorded] = await listReturns(db, order.id);
    expect(recorded).toMatchObject({ status: "open", lines: [{ index: 0, quantity: 1 }] });
    expect(recorded.reason).toContain("Too small");
  });

  it("refuses a return once the 14 days after delivery have passed, and before delivery", async () => {
    await db.update(settings).set({ guaranteeEnabled: false }); // the statutory right alone
    const deliveredAt = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    const late = await createOrder(db, { email: "max@example.com", status: "delivered", deliveredAt });
    const early = await createOrder(db, { email: "max@example.com", status: "shipped" });
    const cookie = await signInByEmail("max@example.com");
    expect((await openOrder(late.orderNumber, cookie)).body).toMatchObject({ returnable: [] });
    const tooLate = await orderForm(late.orderNumber, cookie, {
      intent: "return",
      "quantity-0": "1",
      reason: "Changed mind",
    });
    expect(tooLate).toMatchObject({ status: 409, body: { error: expect.stringContaining("14 days") } });
    const tooEarly = await orderForm(early.orderNumber, cookie, { intent: "return", "quantity-0": "1", reason: "x" });
    expect(tooEarly).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("once the order has been delivered") },
    });
    expect(await listReturns(db, late.id)).toHaveLength(0);
    await db.update(settings).set({ guaranteeEnabled: true });
  });

  it("gives the days of the shop's money-back guarantee when it is on, as the Returns page promises", async () => {
    await db.update(settings).set({ guaranteeEnabled: true, guaranteeDays: 30 });
    const within = await createOrder(db, {
      email: "nia@example.com",
      status: "delivered",
      deliveredAt: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000),
    });
    const past = await createOrder(db, {
      email: "nia@example.com",
      status: "delivered",
      deliveredAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    const cookie = await signInByEmail("nia@example.com");
    expect((await openOrder(within.orderNumber, cookie)).body).toMatchObject({ returnable: [{ index: 0 }] });
    const tooLate = await orderForm(past.orderNumber, cookie, { intent: "return", "quantity-0": "1", reason: "x" });
    expect(tooLate).toMatchObject({ status: 409, body: { error: expect.stringContaining("30 days") } });
  });
});
