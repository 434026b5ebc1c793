// Stripe, 17TRACK, the AI endpoint and the SMTP server all hang (a fake that never answers): each
// call gives up within its bound with a message a person can read, pages keep being served while
// they wait, a stuck mail server never holds up the request that sent the email, and the process
// stays up (ADR 081).
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { products } from "~/db/schema/catalog";
import { settings } from "~/db/schema/settings";
import { seedIfEmpty } from "~/modules/demo/demo-seed.server";

import { startStalledServer } from "../fakes/stalled-server";
import { SHIPPING_ADDRESS } from "../support/checkout";
import { createAdminSession, createOrder } from "../support/factories";
import { startLoggedShop, type LoggedShop } from "../support/logged-shop";
import { createSystemDb } from "../support/system-db";

const kind = process.env.TEST_DB_KIND ?? "pglite";
const systemDb = await createSystemDb();
const stalled = await startStalledServer();
let shop: LoggedShop | undefined;
afterAll(async () => {
  await shop?.kill("SIGKILL");
  await stalled.close();
  await systemDb.cleanup();
});

type Timed = { status: number; body: string; finishedAt: number; ms: number };
async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, body, finishedAt: Date.now(), ms: Date.now() - started };
}
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

// The outside services are the same whatever the database: one run is enough.
describe.runIf(kind === "pglite")("outside services that hang", () => {
  it("time out with readable messages while the rest of the shop carries on", async () => {
    const setup = await systemDb.open();
    await seedIfEmpty(setup.db);
    await setup.db
      .update(settings)
      .set({ track17ApiKey: "a-17track-key" })
      .where(sql`true`);
    const order = await createOrder(setup.db, { trackingNumber: "YT2412345678901234", status: "shipped" });
    const admin = await createAdminSession(setup.db);
    const [product] = await setup.db.select().from(products).limit(1);
    await setup.close();

    shop = await startLoggedShop({
      ...systemDb.env,
      STRIPE_SECRET_KEY: "sk_test_hanging",
      STRIPE_API_BASE: stalled.url("http"),
      TRACK17_API_BASE: stalled.url("http", "/track/v2.2"),
      AI_BASE_URL: stalled.url("http", "/v1"),
      AI_TIMEOUT_MS: "3000",
      SMTP_URL: stalled.url("smtp"),
    });
    const base = shop.url;

    const payment = timed(
      `${base}/api/checkout/payment-intent`,
      json({
        items: [{ productId: product.id, type: "product", variant: product.variantOptions[0] ?? null, quantity: 1 }],
        email: "slow@example.com",
        shippingAddress: SHIPPING_ADDRESS,
      }),
    );
    const tracking = timed(`${base}/api/track-order`, json({ orderNumber: order.orderNumber }));
    const planning = timed(
      `${base}/api/admin/ai`,
      json(
        { mode: "plan", messages: [{ role: "user", content: "Show me the draft products" }] },
        { Cookie: admin.cookie, "X-CSRF-Token": admin.csrfToken },
      ),
    );
    const reset = timed(`${base}/admin/reset-password`, {
      method: "POST",
      body: new URLSearchParams({ email: admin.user.email }),
    });

    // Meanwhile the storefront answers as usual, before any of the hanging calls gives up.
    const pages = await Promise.all(
      ["/", "/product/r36-console", "/support", "/healthz"].map((p) => timed(`${base}${p}`)),
    );
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);

    const [paid, tracked, planned, resetAsked] = await Promise.all([payment, tracking, planning, reset]);
    // Stripe: 5 s per attempt, one retry, then a 503 the checkout shows.
    expect(paid.status).toBe(503);
    expect(JSON.parse(paid.body)).toMatchObject({ error: "The payment service is not responding. Please try again." });
    // 17TRACK: the order is still shown, with the live-tracking notice.
    expect(tracked.status).toBe(200);
    expect(JSON.parse(tracked.body)).toMatchObject({
      order: { order_number: order.orderNumber },
      message: expect.stringContaining("Live tracking updates are unavailable right now"),
    });
    // The AI endpoint: the operator is told the planner did not answer.
    expect(planned.status).toBe(503);
    expect(JSON.parse(planned.body)).toEqual({
      error: "The AI service could not plan this request: it did not answer within 3 seconds. Please try again.",
    });
    // SMTP: the reset request is answered; the email waits in the outbox, whose sender logs the failure later.
    expect(resetAsked.status).toBe(200);
    const mailFailure = await shop.waitForLog((l) => l.msg === "email not sent", 30_000);
    expect(Number(mailFailure.time)).toBeGreaterThan(resetAsked.finishedAt);

    const slowest = Math.max(paid.ms, tracked.ms, planned.ms, resetAsked.ms);
    expect(Math.max(...pages.map((p) => p.finishedAt))).toBeLessThan(
      Math.min(paid.finishedAt, tracked.finishedAt, planned.finishedAt),
    );
    // The bounds are 5 s x 2 (Stripe), 4 s per 17TRACK call, 3 s (AI here); the slack is for a loaded machine.
    expect(
      slowest,
      `no call waits past its bound: Stripe ${paid.ms}, 17TRACK ${tracked.ms}, AI ${planned.ms}, ` +
        `reset ${resetAsked.ms} ms`,
    ).toBeLessThan(30_000);
    expect(stalled.connections).toBeGreaterThanOrEqual(4);
    expect(shop.child.exitCode).toBeNull();
    console.log(
      `hanging services: Stripe gave up after ${paid.ms} ms, 17TRACK ${tracked.ms} ms, AI ${planned.ms} ms; ` +
        (`the reset request answered in ${resetAsked.ms} ms; pages answered within ` +
          `${Math.max(...pages.map((p) => p.ms))} ms meanwhile`),
    );
  });
});
