// The page cache through the real Express app: what it stores and what it never stores. SQL is counted at the
// database handle (drizzle's query hook).
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { createAddon, createOrder, createProduct } from "../support/factories";
import { BYPASS, HIT, pageCacheShop, STORED, type Page } from "../support/page-cache-shop";

const { db, shop, admin, get, sqlOf, cached } = await pageCacheShop();

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

  it("keeps an add-on's page per console a shop's link names, and stores no page for any other `for`", async () => {
    const console = await createProduct(db, { name: "Pocket Arcade Max" });
    const addon = await createAddon(db, { variantOptions: ["3.5-inch", "4-inch (Pocket Arcade Max)"] });
    const link = `/addon/${addon.slug}?for=${encodeURIComponent(console.name)}`;
    await cached(link);
    expect((await get(link)).cache).toBe(HIT);
    // made-up values each rendered a page of their own and stored it, pushing the real pages out of the cache
    for (const value of ["junk", "pocket arcade max", "Pocket Arcade Max and more", "x".repeat(2000)])
      for (let i = 0; i < 2; i++) {
        const page = await get(`/addon/${addon.slug}?for=${encodeURIComponent(value)}`);
        expect(page.status, value).toBe(200);
        expect(page.cache, value).toBe("retro-shop; fwd=miss");
      }
    expect((await get(`${link}&for=junk`)).cache).toBe("retro-shop; fwd=miss");
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
