// Drives the checkout's JSON endpoints by calling their route actions, the way the browser does.
import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";

import type { Db } from "~/db/client.server";
import { products, type Product } from "~/db/schema/catalog";
import type { ShopContext } from "~/lib/context.server";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { configureRateLimits } from "~/lib/rate-limit.server";
import { getOrderByNumber } from "~/modules/orders/orders.server";
import { createTestProvider } from "~/modules/payments/test-provider.server";
import { action as confirmAction } from "~/routes/api/checkout-confirm";
import { action as intentAction } from "~/routes/api/checkout-payment-intent";
import { action as testCardAction } from "~/routes/api/checkout-test-card";

import { createAdminSession } from "./factories";
import { routeArgs } from "./route-context";
import { resetDb, testDb } from "./test-db";

export type JsonResult<T = Record<string, unknown>> = { status: number; body: T & { error?: string } };

export async function postAction<T = Record<string, unknown>>(
  db: Db,
  action: (args: never) => Promise<Response>,
  path: string,
  body: unknown,
  context: Partial<ShopContext> = {},
): Promise<JsonResult<T>> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await action(routeArgs(db, request, {}, context));
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
}

export const SHIPPING_ADDRESS = {
  fullName: "Jamie Smith",
  streetAddress: "1 High Street",
  apartment: "Flat 2",
  city: "Leeds",
  postcode: "ls1 1aa",
  country: "United Kingdom",
  phone: "07700 900123",
};

/** A valid payment-intent body for `quantity` of a product (its first variant, if it has any). */
export function intentBody(
  product: Pick<Product, "id" | "variantOptions">,
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return {
    items: [{ productId: product.id, type: "product", variant: product.variantOptions[0] ?? null, quantity }],
    email: "jamie@example.com",
    emailOffers: false,
    shippingAddress: SHIPPING_ADDRESS,
    shippingMethod: "standard",
    ...extra,
  };
}

type Started = { paymentIntentId: string; clientSecret: string };

/** The payment intent as the browser sends it from a basket: with the basket's cookie (its discount code). */
export async function startPaymentFromBasket(db: Db, basketId: string, body: unknown, context?: Partial<ShopContext>) {
  const request = new Request("http://localhost/api/checkout/payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `shop_basket=${basketId}` },
    body: JSON.stringify(body),
  });
  const response = await intentAction(routeArgs(db, request, {}, context));
  type Summary = { total: number; discount: number; vat: number; discountCode: string | null };
  return {
    status: response.status,
    body: (await response.json()) as Started & { summary: Summary; error?: string },
  };
}

export const startPayment = (db: Db, body: unknown, context?: Partial<ShopContext>) =>
  postAction<Started & { summary: { total: number } }>(db, intentAction, "/api/checkout/payment-intent", body, context);

export const payWithCard = (
  db: Db,
  started: Started,
  cardNumber = "4242 4242 4242 4242",
  context?: Partial<ShopContext>,
) =>
  postAction<{ status: string }>(
    db,
    testCardAction,
    "/api/checkout/test-card",
    { ...started, cardNumber, expiry: "12 / 34", cvc: "123" },
    context,
  );

export const confirm = (db: Db, paymentIntentId: string, context?: Partial<ShopContext>) =>
  postAction<{ orderNumber: string }>(db, confirmAction, "/api/checkout/confirm", { paymentIntentId }, context);

/**
 * Runs fn with the rate limits off (for tests that send many requests from one address), set the way the server sets
 * them: through the checked config.
 */
export async function withoutRateLimits<T>(fn: () => Promise<T>): Promise<T> {
  configureRateLimits(readConfig({ RATE_LIMITS: "off" }));
  try {
    return await fn();
  } finally {
    configureRateLimits(readConfig({}));
  }
}

let placed = 0;

/** A real order through the checkout's three calls (so stock was really taken), each from an address of its own. */
export async function placeOrder(db: Db, product: Parameters<typeof intentBody>[0], quantity = 1) {
  const ctx = { clientIp: `10.7.${Math.floor(++placed / 250) % 250}.${placed % 250}` };
  const started = await startPayment(db, intentBody(product, quantity), ctx);
  if (started.status !== 200) throw new Error(`payment intent refused: ${JSON.stringify(started.body)}`);
  await payWithCard(db, started.body, undefined, ctx);
  const confirmed = await confirm(db, started.body.paymentIntentId, ctx);
  if (confirmed.status !== 200) throw new Error(`confirm refused: ${JSON.stringify(confirmed.body)}`);
  return (await getOrderByNumber(db, confirmed.body.orderNumber))!;
}

/** Confirms as the browser does, returning the order number and the cookie confirm set (name=value). */
export async function confirmInBrowser(db: Db, paymentIntentId: string, context?: Partial<ShopContext>) {
  const request = new Request("http://localhost/api/checkout/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ paymentIntentId }),
  });
  const response = await confirmAction(routeArgs(db, request, {}, context));
  if (response.status !== 200) throw new Error(`confirm refused: ${await response.text()}`);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { orderNumber, setCookie, cookie: setCookie.split(";")[0] };
}

/**
 * A file of tests on placed orders (cancel, refund, delivery, returns): its database, emptied before each
 * test with a new admin to act as (`staff.actor`), the built-in test provider's payment deps, and orders
 * placed through a real checkout (so stock was really taken).
 */
export async function orderTestDb() {
  const { db } = await testDb();
  const logger = createLogger("silent");
  const staff = {} as { actor: { id: string; email: string } };
  beforeEach(async () => {
    await resetDb(db);
    staff.actor = (await createAdminSession(db)).user;
  });
  return {
    db,
    staff,
    logger,
    deps: () => ({ provider: createTestProvider(db), logger }),
    placeOrder: (product: Product, quantity = 1) => placeOrder(db, product, quantity),
  };
}

/**
 * A file of checkout tests: its database, emptied before each test, and a client address per test (`ctx`), so the
 * per-IP payment limit only bites where a test wants it to.
 */
export async function checkoutTestDb() {
  const { db } = await testDb();
  const ctx = { clientIp: "" };
  let n = 0;
  beforeEach(async () => {
    await resetDb(db);
    ctx.clientIp = `10.1.${Math.floor(++n / 250)}.${n % 250}`;
  });
  const stockOf = async (id: string) => {
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
    return row.stock;
  };
  return { db, ctx, stockOf };
}
