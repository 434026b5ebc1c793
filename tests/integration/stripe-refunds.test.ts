import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { orderRefunds, orders } from "~/db/schema/orders";
import { createLogger } from "~/lib/logger.server";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { cancelOrder, refundOrder } from "~/modules/orders/refunds.server";
import { createStripeProvider } from "~/modules/payments/stripe.server";

import { confirm, intentBody, startPayment } from "../support/checkout";
import { createProduct } from "../support/factories";
import { fakeStripeShop, postWebhook } from "../support/fake-stripe-shop";
import { testDb } from "../support/test-db";

// Refunds through the real Stripe SDK against the fake Stripe, and refunds made in Stripe's dashboard
// arriving by the charge.refunded webhook.

const { db } = await testDb();
const { fake, config, ctx } = await fakeStripeShop(db, "10.7.0");
const deps = { provider: createStripeProvider(config), logger: createLogger("silent") };

async function paidOrder(price = 5000) {
  const product = await createProduct(db, { price, stockQuantity: 10 });
  const started = await startPayment(db, intentBody(product), ctx);
  fake.succeed(started.body.paymentIntentId);
  const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
  return (await getOrderByNumber(db, confirmed.body.orderNumber))!;
}

const webhook = (event: object) => postWebhook(db, ctx, event);
const refundedEvent = (id: string, charge: object) => ({
  id,
  object: "event",
  type: "charge.refunded",
  data: { object: charge },
});
const refundedTotal = async (id: string) =>
  (await db.select({ r: orders.refundedTotal }).from(orders).where(eq(orders.id, id)))[0].r;

describe("refunds through Stripe", () => {
  it("sends a partial refund with an idempotency key, and the same key never refunds twice", async () => {
    const order = await paidOrder(5000);
    const outcome = await refundOrder(db, deps, { id: order.id, mode: "amount", amount: "12.50" }, null);
    expect(outcome.ok).toBe(true);
    const sent = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ payment_intent: order.paymentId, amount: "1250" });
    expect(sent[0].idempotencyKey).toBe(`refund-${outcome.refund.id}`);
    expect(outcome.refund.providerRefundId).toMatch(/^re_/);

    // a retry after a lost answer carries the same key: Stripe answers with the same refund
    const again = await deps.provider.createRefund(order.paymentId, 1250, `refund-${outcome.refund.id}`);
    expect(again.id).toBe(outcome.refund.providerRefundId);
    expect(fake.refunds).toHaveLength(1);
  });

  it("keeps the order as it was and says why when Stripe refuses or is down", async () => {
    const order = await paidOrder(5000);
    fake.failWith({ status: 500, type: "api_error", message: "Stripe is having a moment" });
    const outcome = await refundOrder(db, deps, { id: order.id, mode: "amount", amount: "10" }, null);
    expect(outcome).toMatchObject({ ok: false, refund: { status: "failed" } });
    expect(await refundedTotal(order.id)).toBe(0);
    fake.failWith(null);
    // a failed refund holds nothing back: the whole amount can still be refunded
    expect((await refundOrder(db, deps, { id: order.id, mode: "amount", amount: "50.00" }, null)).ok).toBe(true);
  });

  it("cancels with a full refund through Stripe", async () => {
    const order = await paidOrder(5000);
    const { refund } = await cancelOrder(db, deps, { id: order.id, reason: "" }, null);
    expect(refund).toMatchObject({ ok: true, refund: { amount: order.total } });
    expect(fake.refunds.filter((r) => r.payment_intent === order.paymentId).map((r) => r.amount)).toEqual([
      order.total,
    ]);
  });
});

describe("charge.refunded webhook", () => {
  it("refuses a signed event whose refunded amount is not whole pence with a 400, recording nothing", async () => {
    const order = await paidOrder(5000);
    const charge = { ...fake.refundInDashboard(order.paymentId, 700), amount_refunded: 700.5 };
    const answer = await webhook(refundedEvent("evt_refund_fraction", charge));
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringMatching(/whole pence/) }),
    });
    expect(await refundedTotal(order.id)).toBe(0);
    // not recorded as handled: a corrected redelivery still counts
    const fixed = await webhook(refundedEvent("evt_refund_fraction", { ...charge, amount_refunded: 700 }));
    expect(fixed.status).toBe(200);
    expect(await refundedTotal(order.id)).toBe(700);
  });

  it("records a refund made in Stripe's dashboard on the order once, however often it arrives", async () => {
    const order = await paidOrder(5000);
    const charge = fake.refundInDashboard(order.paymentId, 700);
    expect((await webhook(refundedEvent("evt_refund_1", charge))).status).toBe(200);
    expect(await refundedTotal(order.id)).toBe(700);
    // Stripe redelivers the same event, and a later event repeats the same charge state
    expect((await webhook(refundedEvent("evt_refund_1", charge))).body).toMatchObject({ duplicate: true });
    await webhook(refundedEvent("evt_refund_1b", charge));
    expect(await refundedTotal(order.id)).toBe(700);
    const recorded = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(recorded).toMatchObject([
      { amount: 700, source: "provider", status: "succeeded", providerRefundId: charge.refunds.data[0].id },
    ]);
    expect(
      (await listActivityForTarget(db, "order", order.id)).filter((e) => e.action === "order.refund_succeeded"),
    ).toHaveLength(1);
  });

  it("adds nothing for the echo of a refund made on the order page", async () => {
    const order = await paidOrder(5000);
    await refundOrder(db, deps, { id: order.id, mode: "amount", amount: "3" }, null);
    const charge = fake.refundInDashboard(order.paymentId, 200); // then £2 more in the dashboard
    await webhook(refundedEvent("evt_refund_2", charge));
    expect(await refundedTotal(order.id)).toBe(500);
    const bySource = await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.source, "provider")));
    expect(bySource.map((r) => r.amount)).toEqual([200]);
  });
});
