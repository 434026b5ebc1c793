import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { paymentEvents } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { createStripeProvider } from "~/modules/payments/stripe.server";

import { confirm, intentBody, startPayment } from "../support/checkout";
import { countRows } from "../support/count-rows";
import { createProduct, setStock } from "../support/factories";
import { fakeStripeShop, postWebhook, WEBHOOK_SECRET } from "../support/fake-stripe-shop";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const { fake, config, ctx } = await fakeStripeShop(db, "10.2.0");

const webhook = (event: object, secret = WEBHOOK_SECRET, signature?: string) =>
  postWebhook(db, ctx, event, { secret, signature });
const succeededEvent = (paymentId: string, id = `evt_${paymentId}`) => ({
  id,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: paymentId, object: "payment_intent" } },
});
const orderCount = () => countRows(db, orders);

describe("Stripe adapter (real SDK against a fake Stripe)", () => {
  const provider = createStripeProvider(config);

  it("creates a GBP payment intent in pence, idempotently", async () => {
    const a = await provider.createPayment(4999, "key-1", { checkout: "c1" });
    const b = await provider.createPayment(4999, "key-1", { checkout: "c1" });
    expect(a.id).toBe(b.id);
    expect(a.clientSecret).toBe(`${a.id}_secret_fake`);
    const sent = fake.requests.find((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === "key-1");
    expect(sent?.body).toMatchObject({ amount: "4999", currency: "gbp", "metadata[checkout]": "c1" });
  });

  it("reports success, declines with Stripe's message, and refunds", async () => {
    const paid = await provider.createPayment(2500, "key-2", {});
    expect(await provider.retrievePayment(paid.id)).toMatchObject({ status: "requires_payment_method", amount: 2500 });
    fake.decline(paid.id);
    expect(await provider.retrievePayment(paid.id)).toMatchObject({
      status: "requires_payment_method",
      lastError: "Your card was declined.",
    });
    fake.succeed(paid.id);
    expect(await provider.retrievePayment(paid.id)).toMatchObject({
      status: "succeeded",
      amount: 2500,
      card: { brand: "visa", last4: "4242" },
    });
    await provider.refund(paid.id);
    await provider.refund(paid.id); // twice is harmless
    expect((await provider.retrievePayment(paid.id)).status).toBe("refunded");
  });

  it("cancels an unpaid intent", async () => {
    const unpaid = await provider.createPayment(1000, "key-3", {});
    await provider.cancel(unpaid.id);
    expect((await provider.retrievePayment(unpaid.id)).status).toBe("canceled");
  });

  it("turns API errors into readable domain errors", async () => {
    await expect(provider.retrievePayment("pi_missing")).rejects.toMatchObject({ code: "not_found" });
    fake.failWith({
      status: 402,
      type: "card_error",
      message: "Your card has insufficient funds.",
      code: "card_declined",
    });
    await expect(provider.createPayment(1000, "key-4", {})).rejects.toEqual(
      new DomainError("payment_failed", "Your card has insufficient funds."),
    );
    fake.failWith({ status: 401, type: "invalid_request_error", message: "Invalid API Key provided" });
    await expect(provider.createPayment(1000, "key-5", {})).rejects.toMatchObject({ code: "unavailable" });
  });
});

describe("checkout with Stripe", () => {
  it("creates no order until Stripe says the payment succeeded, then exactly one", async () => {
    const product = await createProduct(db, { price: 3999, stockQuantity: 4 });
    const started = await startPayment(db, intentBody(product), ctx);
    expect(started.status).toBe(200);
    expect(fake.intents.get(started.body.paymentIntentId)?.amount).toBe(3999 + 499);

    fake.decline(started.body.paymentIntentId);
    const declined = await confirm(db, started.body.paymentIntentId, ctx);
    expect(declined).toEqual({ status: 402, body: expect.objectContaining({ error: "Your card was declined." }) });

    fake.succeed(started.body.paymentIntentId);
    const ok = await confirm(db, started.body.paymentIntentId, ctx);
    expect(ok.status).toBe(200);
    expect(await orderCount()).toBe(1);
  });

  it("answers 503 with a readable message when Stripe is down", async () => {
    const product = await createProduct(db);
    fake.failWith({ status: 500, type: "api_error", message: "Internal error" });
    const started = await startPayment(db, intentBody(product), ctx);
    expect(started.status).toBe(503);
    expect(started.body.error).toBe("The payment service is not responding. Please try again.");
  });

  it("refunds through Stripe when the stock ran out before the confirm", async () => {
    const product = await createProduct(db, { stockQuantity: 1, variantOptions: [] });
    const started = await startPayment(db, intentBody(product), ctx);
    fake.succeed(started.body.paymentIntentId);
    await setStock(db, product.id, 0);
    const result = await confirm(db, started.body.paymentIntentId, ctx);
    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/out of stock\. Your payment has been refunded/);
    expect(
      fake.requests.some((r) => r.path === "/v1/refunds" && r.body.payment_intent === started.body.paymentIntentId),
    ).toBe(true);
    expect(await orderCount()).toBe(0);
  });
});

describe("Stripe webhook", () => {
  it("refuses a bad or missing signature", async () => {
    const product = await createProduct(db);
    const started = await startPayment(db, intentBody(product), ctx);
    fake.succeed(started.body.paymentIntentId);
    expect((await webhook(succeededEvent(started.body.paymentIntentId), "whsec_wrong")).status).toBe(400);
    expect(
      (await webhook(succeededEvent(started.body.paymentIntentId), WEBHOOK_SECRET, "t=1,v1=deadbeef")).status,
    ).toBe(400);
    expect(await orderCount()).toBe(0);
    expect(await countRows(db, paymentEvents)).toBe(0);
  });

  it("creates the order when the browser never came back, once per event", async () => {
    const product = await createProduct(db, { stockQuantity: 3 });
    const started = await startPayment(db, intentBody(product), ctx);
    fake.succeed(started.body.paymentIntentId);
    const first = await webhook(succeededEvent(started.body.paymentIntentId));
    expect(first).toEqual({
      status: 200,
      body: expect.objectContaining({ received: true, duplicate: false, orderNumber: expect.stringMatching(/^RH-/) }),
    });
    const again = await webhook(succeededEvent(started.body.paymentIntentId));
    expect(again.body.duplicate).toBe(true);
    // the browser arriving late finds the same order
    expect((await confirm(db, started.body.paymentIntentId, ctx)).body.orderNumber).toBe(first.body.orderNumber);
    expect(await orderCount()).toBe(1);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row.stock).toBe(2);
  });

  it("webhook and confirm racing give one order", async () => {
    const product = await createProduct(db, { stockQuantity: 5, variantOptions: [] });
    for (let round = 0; round < 5; round++) {
      const started = await startPayment(db, intentBody(product, 1, { email: `race${round}@example.com` }), ctx);
      fake.succeed(started.body.paymentIntentId);
      const [hook, browser] = await Promise.all([
        webhook(succeededEvent(started.body.paymentIntentId)),
        confirm(db, started.body.paymentIntentId, ctx),
      ]);
      expect(hook.status).toBe(200);
      expect(browser.status).toBe(200);
      expect(hook.body.orderNumber).toBe(browser.body.orderNumber);
    }
    expect(await orderCount()).toBe(5);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row.stock).toBe(0);
  });

  it("ignores events for payments that are not ours", async () => {
    const result = await webhook(succeededEvent("pi_someone_else"));
    expect(result.status).toBe(200);
    expect(await orderCount()).toBe(0);
  });
});
