// The page cache through the real Express app: what it stores, what it never stores, and that
// every write a page shows (admin form, assistant tool, settings, reviews, FAQs, a paid order)
// reaches the next request. SQL is counted at the database handle (drizzle's query hook).
import { createHash } from "node:crypto";

import { beforeEach, describe, expect, it } from "vitest";

import type { Product } from "~/db/schema/catalog";
import { formEntries } from "~/lib/form-input";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings } from "~/modules/settings/settings.server";

import { intentBody } from "../support/checkout";
import {
  createAdminSession,
  createAssistantPlan,
  createOrder,
  createProduct,
  createReview,
} from "../support/factories";
import { startFileShop } from "../support/shop-server";
import { resetDb, testDb } from "../support/test-db";

let statements: string[] = [];
const database = await testDb({ onQuery: (query) => statements.push(query) });
const { db } = database;
// the first test meets a warm shop (the admin login page is never cached, so warming up stores nothing)
const shop = await startFileShop(database, { warmUp: "/admin/login" });

let admin: Awaited<ReturnType<typeof createAdminSession>>;
beforeEach(async () => {
  await resetDb(db);
  admin = await createAdminSession(db);
});

type Page = { status: number; cache: string | null; body: string; headers: Headers };
async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${shop.url}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get("cache-status"),
    body: await response.text(),
    headers: response.headers,
  };
}

/** The SQL statements a piece of work sent. */
async function sqlOf(work: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await work();
  return statements;
}

const HIT = "retro-shop; hit";
const STORED = "retro-shop; fwd=miss; stored";
const BYPASS = "retro-shop; fwd=bypass";

/** The admin's own form posts, as the browser sends them (cookie and CSRF field). */
async function adminPost(path: string, fields: Record<string, string | string[]>) {
  const form = new URLSearchParams({ csrf: admin.csrfToken });
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  const response = await fetch(`${shop.url}${path}`, { method: "POST", body: form, headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function adminJson(path: string, body: unknown) {
  const response = await fetch(`${shop.url}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { cookie: admin.cookie, "x-csrf-token": admin.csrfToken, "content-type": "application/json" },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const productFields = (p: Product, changes: Record<string, string>) => ({
  name: p.name,
  slug: p.slug,
  price: (p.price / 100).toFixed(2),
  stockQuantity: String(p.stockQuantity),
  stockAlertThreshold: String(p.stockAlertThreshold),
  status: p.status,
  features: p.features,
  techSpecLabel: p.techSpecs.map((t) => t.label),
  techSpecValue: p.techSpecs.map((t) => t.value),
  variantOptions: p.variantOptions,
  variantImage: p.variantOptions.map(() => ""),
  ...changes,
});

/** Warms a page into the cache and checks the second request is a hit. */
async function cached(path: string) {
  const first = await get(path);
  expect(first.cache).toBe(STORED);
  const second = await get(path);
  expect(second.cache).toBe(HIT);
  return second;
}

/** After a write: the next request renders afresh (and stores), the one after is a hit. */
async function fresh(path: string) {
  const miss = await get(path);
  expect(miss.cache).toBe(STORED);
  const hit = await get(path);
  expect(hit.cache).toBe(HIT);
  expect(hit.body).toBe(miss.body);
  return miss;
}

describe("what the cache serves", () => {
  it("a hit runs no SQL; an uncached product page runs at most 3 statements; anonymous visits write none", async () => {
    const product = await createProduct(db);
    const miss = await sqlOf(() => get(`/product/${product.slug}`));
    expect(miss.length).toBeGreaterThan(0);
    expect(miss.length).toBeLessThanOrEqual(3);
    const hit = await sqlOf(async () => expect((await get(`/product/${product.slug}`)).cache).toBe(HIT));
    expect(hit).toEqual([]);

    const pages = [
      "/",
      `/product/${product.slug}`,
      "/support",
      "/privacy-policy",
      "/terms-of-service",
      "/returns",
      "/track-order",
      "/sitemap.xml",
      "/robots.txt",
      "/product/no-such-console",
    ];
    const visits = await sqlOf(async () => {
      for (const path of pages) for (let i = 0; i < 2; i++) await get(path);
    });
    expect(visits.filter((q) => /^\s*(insert|update|delete)\b/i.test(q))).toEqual([]);
  });

  it("never stores a 404 (an entry per unknown slug), checkout, confirmation, lookups, API, back office", async () => {
    for (const path of ["/product/no-such-console", "/product/no-such-console.data"])
      for (let i = 0; i < 2; i++) {
        const page = await get(path);
        expect(page.status, path).toBe(404);
        expect(page.cache, path).toBe("retro-shop; fwd=miss");
      }
    // the checkout, as answered itself (with no basket, its redirect home), never the home page it leads to
    const checkout = await fetch(`${shop.url}/checkout`, { redirect: "manual" });
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get("cache-status")).toBe(BYPASS);
    for (const path of [
      "/order-confirmation/RH-NOPE",
      "/track-order?order=RH-NOPE",
      "/api/cart/upsells",
      "/admin/login",
    ]) {
      expect((await get(path)).cache, path).toBe(BYPASS);
      expect((await get(path)).cache, path).toBe(BYPASS);
    }
  });

  it("keys a page by its path and the parameters it reads: unknown ones are served the canonical page", async () => {
    await cached("/support");
    // A flood of made-up parameters renders and stores nothing new.
    const flood = await sqlOf(async () => {
      for (let n = 0; n < 50; n++) expect((await get(`/support?x=${n}&utm_source=${n}`)).cache).toBe(HIT);
    });
    expect(flood).toEqual([]);
    const first = await get("/?b=2&a=1");
    expect([STORED, "retro-shop; fwd=miss"]).toContain(first.cache);
    expect((await get("/")).cache).toBe(HIT);
    expect((await get("/?a=1&b=2")).cache).toBe(HIT);
    expect(first.body).not.toContain("b=2");
    // `.data` keeps `_routes` (which routes' data), in any order, and drops the rest.
    await cached("/_root.data?_routes=routes%2Fhome");
    expect((await get("/_root.data?utm=1&_routes=routes%2Fhome")).cache).toBe(HIT);
    expect((await get("/_root.data?_routes=root")).cache).not.toBe(HIT);
    // ... but only the routes the path matches: any other value is rendered and never stored
    for (const routes of ["routes%2Fproduct", "made-up", "root&_routes=root"]) {
      expect((await get(`/_root.data?_routes=${routes}`)).cache, routes).toBe(BYPASS);
      expect((await get(`/_root.data?_routes=${routes}`)).cache, routes).toBe(BYPASS);
    }
    await cached("/_root.data?_routes=routes%2Fhome%2Croot");
    expect((await get("/_root.data?_routes=root%2Croutes%2Fhome")).cache).toBe(HIT);
  });

  it("never stores a tracking lookup, however its parameter is spelled", async () => {
    const order = await createOrder(db, { trackingNumber: "YT2412345678901234", status: "shipped" });
    for (const path of [
      `/track-order?%6Frder=${order.orderNumber}`,
      `/track-order?ord%65r=${order.orderNumber}&x=1`,
      `/track-order.data?%6frder=${order.orderNumber}`,
    ]) {
      expect((await get(path)).cache, path).toBe(BYPASS);
      expect((await get(path)).cache, path).toBe(BYPASS);
    }
    const form = await get("/track-order");
    expect(form.cache).not.toBe(HIT);
    expect(form.body).not.toContain(order.orderNumber);
  });

  it("a client-side navigation's data is cached like its page; lookups, checkout, admin requests never", async () => {
    const product = await createProduct(db);
    // React Router's single fetch: a page's data at `<path>.data` (`/_root.data` for home), all its
    // routes or only those a navigation needs (`_routes`)
    for (const path of [
      `/product/${product.slug}.data`,
      "/_root.data",
      "/_root.data?_routes=routes%2Fhome",
      "/support.data",
    ])
      await cached(path);
    const hit = await sqlOf(async () => expect((await get(`/product/${product.slug}.data`)).cache).toBe(HIT));
    expect(hit).toEqual([]);
    for (const path of ["/track-order.data?order=RH-NOPE", "/checkout.data", "/admin/dashboard.data"]) {
      expect((await get(path)).cache, path).toBe(BYPASS);
      expect((await get(path)).cache, path).toBe(BYPASS);
    }
    expect((await get(`/product/${product.slug}.data`, { cookie: admin.cookie })).cache).toBe(BYPASS);
  });

  it("never answers a request carrying the admin session from the cache, nor stores its page", async () => {
    await cached("/");
    expect((await get("/", { cookie: admin.cookie })).cache).toBe(BYPASS);
    expect((await get("/support", { cookie: `theme=dark; ${admin.cookie}` })).cache).toBe(BYPASS);
    expect((await get("/support")).cache).toBe(STORED); // the admin's visit left nothing behind
  });

  it("never replays a script nonce: each hit carries its own, the page's scripts are allowed by hash", async () => {
    await cached("/");
    const one = await get("/");
    const two = await get("/");
    const nonce = (page: Page) => /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(one)).toBeTruthy();
    expect(nonce(two)).toBeTruthy();
    expect(nonce(one)).not.toBe(nonce(two));
    expect(one.body).not.toMatch(/\snonce="/); // the stored body carries no nonce at all
    const scripts = [...one.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1]),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , text] of scripts) {
      const hash = createHash("sha256").update(text, "utf8").digest("base64");
      expect(one.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    }
  });

  it("answers If-None-Match with 304, and tells browsers to revalidate", async () => {
    const page = await cached("/support");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const response = await fetch(`${shop.url}/support`, { headers: { "if-none-match": etag } });
    expect(response.status).toBe(304);
    expect(response.headers.get("cache-status")).toBe(HIT);
    expect(await response.text()).toBe("");
    const other = await fetch(`${shop.url}/support`, { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("serves the stored brotli, gzip and plain bytes by Accept-Encoding, all the same page", async () => {
    await cached("/");
    const bodies = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => {
        const response = await fetch(`${shop.url}/`, { headers: { "accept-encoding": encoding } });
        expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
        return response.text(); // fetch decodes it
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  });
});

describe("every write a page shows reaches the next request", () => {
  it("a price change through the admin product form: product page and home page (miss, then hit)", async () => {
    const product = await createProduct(db, { price: 4999 });
    expect((await cached(`/product/${product.slug}`)).body).toContain("£49.99");
    expect((await cached("/")).body).toContain("£49.99");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { price: "44.50" }));
    expect((await fresh(`/product/${product.slug}`)).body).toContain("£44.50");
    const home = await fresh("/");
    expect(home.body).toContain("£44.50");
    expect(home.body).not.toContain("£49.99");
  });

  it("a price change reaches the data a client-side navigation fetches: product and home", async () => {
    const product = await createProduct(db, { price: 4999 });
    const pence = (amount: number) => new RegExp(`[,\\[]${amount}[,\\]]`); // a number in the turbo-stream
    expect((await cached(`/product/${product.slug}.data`)).body).toMatch(pence(4999));
    expect((await cached("/_root.data")).body).toMatch(pence(4999));
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { price: "44.50" }));
    const data = (await fresh(`/product/${product.slug}.data`)).body;
    expect(data).toMatch(pence(4450));
    expect(data).not.toMatch(pence(4999));
    expect((await fresh("/_root.data")).body).toMatch(pence(4450));
  });

  it("a price change through the assistant's update_product tool: product page and home page", async () => {
    const product = await createProduct(db, { price: 4999 });
    await cached(`/product/${product.slug}`);
    await cached("/");
    const toolCalls = [{ name: "update_product", arguments: { id: product.id, price: "39.50" } }];
    const { planId } = await createAssistantPlan(db, admin.user.id, toolCalls);
    const result = await adminJson("/api/admin/ai", { mode: "execute", planId, toolCalls });
    expect(result.body.results).toEqual([expect.objectContaining({ success: true })]);
    expect((await fresh(`/product/${product.slug}`)).body).toContain("£39.50");
    expect((await fresh("/")).body).toContain("£39.50");
  });

  it("unpublishing and publishing: the product page turns 404 and back, the home page follows", async () => {
    const product = await createProduct(db, { name: "Cache Console Deluxe" });
    await cached(`/product/${product.slug}`);
    expect((await cached("/")).body).toContain("Cache Console Deluxe");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { status: "draft" }));
    const gone = await get(`/product/${product.slug}`);
    expect([gone.status, gone.cache]).toEqual([404, "retro-shop; fwd=miss"]);
    expect((await fresh("/")).body).not.toContain("Cache Console Deluxe");
    await adminPost(`/admin/dashboard/products/edit/${product.id}`, productFields(product, { status: "published" }));
    expect((await fresh(`/product/${product.slug}`)).status).toBe(200);
    expect((await fresh("/")).body).toContain("Cache Console Deluxe");
  });

  it("settings saved in the editor show on the home page", async () => {
    await cached("/");
    const form = toSettingsForm(await getSettings(db));
    // posted as the editor posts it: each field by its Conform name
    await adminPost(
      "/admin/dashboard/settings",
      Object.fromEntries(formEntries({ ...form, heroHeading: "Pocket-sized nostalgia, cached" })),
    );
    expect((await fresh("/")).body).toContain("Pocket-sized nostalgia, cached");
  });

  it("a hidden review leaves the product page and the home page", async () => {
    const product = await createProduct(db);
    // a review the shop typed in, which the list's toggle hides (a buyer's is hidden with a reason, from its form)
    const review = await createReview(db, {
      productId: product.id,
      reviewText: "The d-pad clicks just right.",
      verifiedPurchase: false,
    });
    expect((await cached(`/product/${product.slug}`)).body).toContain("The d-pad clicks just right.");
    expect((await cached("/")).body).toContain("The d-pad clicks just right.");
    await adminPost("/admin/dashboard/reviews", { intent: "toggle", id: review.id });
    expect((await fresh(`/product/${product.slug}`)).body).not.toContain("The d-pad clicks just right.");
    expect((await fresh("/")).body).not.toContain("The d-pad clicks just right.");
  });

  it("saved FAQs show on the home page", async () => {
    await cached("/");
    await adminPost("/admin/dashboard/faq", {
      question: ["Does it play Game Boy Advance games?"],
      answer: ["Yes, and many more."],
    });
    expect((await fresh("/")).body).toContain("Does it play Game Boy Advance games?");
  });

  /** A shopper's whole checkout through the JSON endpoints: intent, test card, confirm. */
  async function placeOrder(product: Product, quantity: number) {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${shop.url}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as Record<string, string>;
    };
    const started = await post("/api/checkout/payment-intent", intentBody(product, quantity));
    await post("/api/checkout/test-card", {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    });
    const confirmed = await post("/api/checkout/confirm", { paymentIntentId: started.paymentIntentId });
    expect(confirmed.orderNumber).toBeTruthy();
  }

  it("a paid order that lowers stock brings the low-stock warning", async () => {
    // no options: the page opens with the first colour in stock chosen, and then says that colour's own stock
    const product = await createProduct(db, { stockQuantity: 11, stockAlertThreshold: 10, variantOptions: [] });
    const lowStock = /Only (?:<!-- -->)?10(?:<!-- -->)? left in stock/;
    expect((await cached(`/product/${product.slug}`)).body).not.toMatch(lowStock);
    await placeOrder(product, 1);
    expect((await fresh(`/product/${product.slug}`)).body).toMatch(lowStock);
  });

  it("a paid order that sells the last units shows Out of Stock", async () => {
    const product = await createProduct(db, { stockQuantity: 2, stockAlertThreshold: 10, variantOptions: [] });
    expect((await cached(`/product/${product.slug}`)).body).toMatch(/Only (?:<!-- -->)?2(?:<!-- -->)? left in stock/);
    await placeOrder(product, 2);
    const page = (await fresh(`/product/${product.slug}`)).body;
    expect(page).toContain("Out of Stock");
    expect(page).toContain("https://schema.org/OutOfStock");
  });

  it("a paid order that leaves plenty in stock keeps the cached pages: nothing they show changed", async () => {
    const product = await createProduct(db, { stockQuantity: 50, stockAlertThreshold: 10 });
    const before = await cached(`/product/${product.slug}`);
    await cached("/");
    await placeOrder(product, 1);
    const after = await get(`/product/${product.slug}`);
    expect(after.cache).toBe(HIT);
    expect(after.body).toBe(before.body);
    expect((await get("/")).cache).toBe(HIT);
    // which is right: the page shows no count while stock is plenty, and carries none in its data
    expect(after.body).toContain("Add to Cart");
    expect(after.body).not.toMatch(/left in stock/);
    expect(after.body).not.toContain("stockQuantity");
  });
});
