// The order confirmation shows the shopper's name and address only to the browser that placed the
// order, for a day; anyone else with the number sees its status and items. Lookups of order numbers
// are limited per address on the confirmation and tracking pages alike, and no cache keeps the page.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { orders } from "~/db/schema/orders";
import { LIMITS } from "~/lib/rate-limit.server";
import { loader as confirmationLoader, LOOKUP_LIMITED } from "~/routes/order-confirmation";
import { loader as trackLoader } from "~/routes/track-order";

import { confirmInBrowser, intentBody, payWithCard, startPayment } from "../support/checkout";
import { createProduct } from "../support/factories";
import { freshIp, routeArgs, routeContext, routeOutcome } from "../support/route-context";
import { startFileShop } from "../support/shop-server";
import { freshTestDb } from "../support/test-db";

const database = await freshTestDb();
const { db } = database;
// the shop over HTTP and the route calls below sign and check cookies with one secret
const SESSION_SECRET = "order-access-test-secret";
const shop = await startFileShop(database, { env: { SESSION_SECRET }, warmUp: "/admin/login" });
const context = (clientIp: string) => ({ clientIp, config: { ...routeContext(db).config, SESSION_SECRET } });

/** Checks out one product as a shopper would; returns the order number and the cookie confirm set. */
async function checkout() {
  const product = await createProduct(db);
  const clientIp = freshIp();
  const started = await startPayment(db, intentBody(product), { clientIp });
  await payWithCard(db, started.body, undefined, { clientIp });
  return confirmInBrowser(db, started.body.paymentIntentId, context(clientIp));
}

async function confirmation(orderNumber: string, { cookie = "", clientIp = freshIp() } = {}) {
  const request = new Request(`http://localhost/order-confirmation/${orderNumber}`, {
    headers: cookie ? { cookie } : {},
  });
  return routeOutcome(() => confirmationLoader(routeArgs(db, request, { orderNumber }, context(clientIp))));
}

const PRIVATE = ["Jamie", "High Street", "Leeds", "LS1", "jamie", "j***@"];
const showsPrivate = (body: unknown) => PRIVATE.filter((word) => JSON.stringify(body).includes(word));

describe("the full confirmation is for the browser that placed the order", () => {
  it("confirm sets a short-lived HttpOnly cookie; with it the page shows name and address", async () => {
    const { orderNumber, setCookie, cookie } = await checkout();
    expect(setCookie).toMatch(/^shop_orders=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=86400");
    const mine = await confirmation(orderNumber, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      view: "full",
      order: {
        orderNumber,
        shippingAddress: { fullName: "Jamie Smith" },
        // the method named, the calculator's dates, and the VAT invoice for this browser
        delivery: { method: "Standard delivery", estimate: expect.stringMatching(/^\w{3} \d{1,2} /) },
        invoiceUrl: expect.stringMatching(new RegExp(`^/invoice/${orderNumber}\\?sig=`)),
      },
    });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
  });

  it("anyone else with the number sees status and items, no name, address or email", async () => {
    const { orderNumber, cookie } = await checkout();
    const stranger = await confirmation(orderNumber);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({
      view: "public",
      order: { orderNumber, status: "pending", items: [expect.objectContaining({ quantity: 1 })] },
      trackingEnabled: true,
    });
    expect(showsPrivate(stranger.body)).toEqual([]);
    expect(JSON.stringify(stranger.body)).not.toContain("/invoice/");
    expect(stranger.headers.get("cache-control")).toBe("private, no-store");

    // a forged signature, or this browser's cookie for another order, shows no more
    const forged = `${cookie.slice(0, -3)}abc`;
    expect((await confirmation(orderNumber, { cookie: forged })).body).toMatchObject({ view: "public" });
    const other = await checkout();
    expect((await confirmation(orderNumber, { cookie: other.cookie })).body).toMatchObject({ view: "public" });
    const renamed = cookie.replace(orderNumber, other.orderNumber);
    expect((await confirmation(other.orderNumber, { cookie: renamed })).body).toMatchObject({ view: "public" });
  });

  it("a day after the order, even the browser that placed it sees the public confirmation", async () => {
    const { orderNumber, cookie } = await checkout();
    await db
      .update(orders)
      .set({ orderDate: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.orderNumber, orderNumber));
    const later = await confirmation(orderNumber, { cookie });
    expect(later.body).toMatchObject({ view: "public" });
    expect(showsPrivate(later.body)).toEqual([]);
  });

  it("over HTTP through the page cache: the full page is never stored, a stranger never gets it", async () => {
    const { orderNumber, cookie } = await checkout();
    const get = (withCookie: boolean) =>
      fetch(`${shop.url}/order-confirmation/${orderNumber}`, { headers: withCookie ? { cookie } : {} });
    const mine = await get(true);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain("Jamie Smith");
    expect(mine.headers.get("cache-status")).toContain("bypass");
    for (const path of [`/order-confirmation/${orderNumber}`, `/order-confirmation/${orderNumber}.data`]) {
      const stranger = await fetch(`${shop.url}${path}`);
      expect(stranger.status).toBe(200);
      const text = await stranger.text();
      expect(text).toContain(orderNumber);
      expect(text).not.toContain("Jamie");
      expect(text).not.toContain("High Street");
      expect(stranger.headers.get("cache-status")).toContain("bypass");
    }
  });
});

describe("order numbers are looked up at a limited rate per address", () => {
  it("the confirmation page answers 429 with a clear message once the limit is spent", async () => {
    const clientIp = freshIp();
    const statuses = new Set<number>();
    for (let i = 0; i < LIMITS.trackOrder.limit; i++)
      statuses.add((await confirmation(`RH-GUESS${i}`, { clientIp })).status);
    expect([...statuses]).toEqual([404]);
    const refused = await confirmation("RH-GUESSMORE", { clientIp });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ view: "limited", message: LOOKUP_LIMITED });
  });

  it("the confirmation and tracking pages share one budget per address", async () => {
    const clientIp = freshIp();
    for (let i = 0; i < LIMITS.trackOrder.limit; i++) await confirmation(`RH-GUESS${i}`, { clientIp });
    const request = new Request("http://localhost/track-order?order=RH-GUESSMORE");
    const tracked = await routeOutcome(() => trackLoader(routeArgs(db, request, {}, { clientIp })));
    expect(tracked.body).toMatchObject({
      outcome: { kind: "error", error: "Too many attempts. Please wait a few minutes and try again." },
    });
  });

  it("the tracking page links the VAT invoice for the browser that placed the order only", async () => {
    const { orderNumber, cookie } = await checkout();
    const track = async (headers: Record<string, string>) => {
      const request = new Request(`http://localhost/track-order?order=${orderNumber}`, { headers });
      const { body } = await routeOutcome(() => trackLoader(routeArgs(db, request, {}, context(freshIp()))));
      return (body as { outcome: { response: { order: Record<string, unknown> } } }).outcome.response.order;
    };
    expect(await track({ cookie })).toMatchObject({
      delivery_method: "Standard delivery",
      invoice_url: expect.stringMatching(new RegExp(`^/invoice/${orderNumber}\\?sig=`)),
    });
    expect((await track({})).invoice_url).toBeNull();
  });
});
