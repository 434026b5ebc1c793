// SIGKILL in the middle of 200 checkouts (intent -> card -> confirm over HTTP, built-in test
// provider), then a restart: the database opens, every order number a shopper was given exists and
// is whole, stock plus units sold equals the starting stock, and every payment that succeeded has
// its order — created at the restart for those whose confirm never arrived (ADR 020).
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { paymentCheckouts, testPayments } from "~/db/schema/payments";

import { SHIPPING_ADDRESS } from "../support/checkout";
import { createProduct } from "../support/factories";
import { startLoggedShop, type LoggedShop } from "../support/logged-shop";
import { createSystemDb } from "../support/system-db";

const STARTING_STOCK = 2000;
const CHECKOUTS = 200;
/** of which this many pay and then never confirm (the browser was closed) */
const ABANDONED_AFTER_PAYING = 20;
/** the server is killed once this many shoppers have their order number */
const KILL_AFTER_ORDERS = 40;

const systemDb = await createSystemDb();
let shop: LoggedShop | undefined;
afterAll(async () => {
  await shop?.kill("SIGKILL");
  await systemDb.cleanup();
});

type Outcome = { paymentId?: string; paid: boolean; orderNumber?: string; error?: string };

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function checkout(base: string, productId: string, quantity: number, confirm: boolean, outcome: Outcome) {
  const intent = await post(base, "/api/checkout/payment-intent", {
    items: [{ productId, type: "product", variant: null, quantity }],
    email: "crash@example.com",
    shippingAddress: SHIPPING_ADDRESS,
    shippingMethod: "standard",
    checkoutId: randomUUID(),
  });
  if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.body.error}`);
  outcome.paymentId = intent.body.paymentIntentId;
  const card = await post(base, "/api/checkout/test-card", {
    paymentIntentId: intent.body.paymentIntentId,
    clientSecret: intent.body.clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
  if (card.status !== 200) throw new Error(`card: ${card.status} ${card.body.error}`);
  outcome.paid = true;
  if (!confirm) return;
  const confirmed = await post(base, "/api/checkout/confirm", { paymentIntentId: intent.body.paymentIntentId });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.body.error}`);
  outcome.orderNumber = confirmed.body.orderNumber;
}

describe(`a server killed during checkouts (${systemDb.kind})`, () => {
  it("restarts with every order whole, stock accounted for, and every paid checkout ordered", async () => {
    const prepared = await systemDb.open();
    const product = await createProduct(prepared.db, {
      stockQuantity: STARTING_STOCK,
      variantOptions: [],
      price: 1999,
    });
    await prepared.close();
    // Two hundred shoppers from one address: the per-IP payment limit is not what this is about.
    // One process: the test reads that process's reconciliation report (a cluster splits it across workers).
    const env = { ...systemDb.env, RATE_LIMITS: "off", LOG_LEVEL: "info", WORKERS: "1" };
    shop = await startLoggedShop(env);
    const base = shop.url;

    // Shoppers who pay and close the browser before the confirm call: their payments succeed, and
    // nothing ever asks for the order.
    const abandoned: Outcome[] = Array.from({ length: ABANDONED_AFTER_PAYING }, () => ({ paid: false }));
    await Promise.all(abandoned.map((o, i) => checkout(base, product.id, 1 + (i % 3), false, o)));
    expect(abandoned.every((o) => o.paid)).toBe(true);

    // The rest, all at once; SIGKILL once KILL_AFTER_ORDERS of them hold an order number.
    const outcomes: Outcome[] = Array.from({ length: CHECKOUTS - ABANDONED_AFTER_PAYING }, () => ({ paid: false }));
    let killed: Promise<unknown> | undefined;
    const running = shop;
    await Promise.all(
      outcomes.map(async (o, i) => {
        try {
          await checkout(base, product.id, 1 + (i % 3), true, o);
        } catch (err) {
          o.error = String(err);
        }
        if (!killed && outcomes.filter((x) => x.orderNumber).length >= KILL_AFTER_ORDERS)
          killed = running.kill("SIGKILL");
      }),
    );
    expect(await killed).toMatchObject({ signal: "SIGKILL" });
    const received = outcomes.filter((o) => o.orderNumber);
    const interrupted = outcomes.filter((o) => !o.orderNumber);
    expect(received.length).toBeGreaterThanOrEqual(KILL_AFTER_ORDERS);
    expect(interrupted.length, "the kill interrupted checkouts in flight").toBeGreaterThan(0);

    // Restart on the same data: it opens, and reconciles the paid checkouts that have no order.
    shop = await startLoggedShop(env);
    const report = await shop.waitForLog((l) => l.msg === "checkout reconciliation finished", 90_000);
    for (const { orderNumber } of received) {
      const page = await fetch(`${shop.url}/order-confirmation/${orderNumber}`);
      expect(page.status, `order ${orderNumber} after the restart`).toBe(200);
    }
    expect(await shop.kill("SIGTERM")).toEqual({ code: 0, signal: null });
    shop = undefined;

    const db = (await systemDb.open()).db;
    const allOrders = await db.select().from(orders);
    const byNumber = new Map(allOrders.map((o) => [o.orderNumber, o]));
    const byPayment = new Map(allOrders.map((o) => [o.paymentId, o]));
    const checkouts = new Map((await db.select().from(paymentCheckouts)).map((c) => [c.paymentId, c]));
    const payments = await db.select().from(testPayments);

    // Every order number a shopper received exists, and is whole.
    for (const { orderNumber, paymentId } of received) {
      const order = byNumber.get(orderNumber!);
      expect(order, `order ${orderNumber}`).toBeDefined();
      expect(order!.paymentId).toBe(paymentId);
    }
    for (const order of allOrders) {
      const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.subtotal).toBe(subtotal);
      expect(order.total).toBe(order.subtotal + order.shippingCost);
      expect(checkouts.get(order.paymentId!)?.total).toBe(order.total);
    }
    // Every payment that succeeded has its order: none was silently lost.
    const succeeded = payments.filter((p) => p.status === "succeeded");
    const orphans = succeeded.filter((p) => !byPayment.has(p.id)).map((p) => p.id);
    expect(orphans, "payments that succeeded without an order").toEqual([]);
    for (const o of abandoned) expect(byPayment.has(o.paymentId!), `abandoned-but-paid ${o.paymentId}`).toBe(true);
    expect(report.ordersCreated as string[]).toEqual(
      expect.arrayContaining(abandoned.map((o) => byPayment.get(o.paymentId!)!.orderNumber)),
    );
    // No order without a successful payment, and stock plus units sold is the starting stock.
    expect(allOrders.every((o) => succeeded.some((p) => p.id === o.paymentId))).toBe(true);
    const sold = allOrders.flatMap((o) => o.items).reduce((sum, item) => sum + item.quantity, 0);
    const [{ stockQuantity }] = await db
      .select({ stockQuantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stockQuantity + sold).toBe(STARTING_STOCK);
    console.log(
      `crash (${systemDb.kind}): ${received.length} orders received before SIGKILL, ` +
        `${interrupted.length} checkouts interrupted, ` +
        (`${(report.ordersCreated as string[]).length} orders created at the restart, ` +
          `${allOrders.length} orders in all, ${sold} units sold`),
    );
  });
});
