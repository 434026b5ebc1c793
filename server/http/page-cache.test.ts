// The cache's rules on their own, with a stand-in renderer: what is stored, for how long, in how
// much memory, and what is never stored.
import http from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { notifyStoreChanged } from "~/lib/store-events.server";

import { routeManifest } from "../../tests/support/route-manifest";
import { buildCachedPage, encodingOf, negotiateEncoding, nextUtcMidnight, PageStore } from "./page-cache";
import { bypassReason, cacheKey, createPageCache } from "./page-cache-middleware";
import { pageRoutesOf, routeIndex } from "./route-index";

// The shop's own routes and their rules (each route module's `routeRules`), as the server reads them.
const routes = routeIndex(await routeManifest());

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("*")).toBe("gzip");
  });

  it("is the same remembered (encodingOf) as worked out each time", () => {
    for (const header of ["gzip, deflate, br", "gzip, br;q=0", "br;q=0.0, gzip;q=0", "*", "identity", undefined])
      for (let n = 0; n < 2; n++) expect(encodingOf(header)).toBe(negotiateEncoding(header));
  });
});

describe("bypassReason", () => {
  const reason = (url: string, cookie?: string) => bypassReason({ method: "GET", url, headers: { cookie } }, routes);

  it.each([
    "/",
    "/product/r36-ultra",
    "/addon/hard-shell-carry-case",
    "/support",
    "/track-order",
    "/sitemap.xml",
    "/robots.txt",
    // ... and their navigation data
    "/_root.data",
    "/_root.data?_routes=routes%2Fhome",
    "/product/r36-ultra.data",
    "/addon/hard-shell-carry-case.data",
    "/privacy-policy.data",
    "/track-order.data",
    // search results and collections, with the parameters they read (docs/decisions/300), and the sitemap's pages
    "/search?q=r36",
    "/search.data?q=r36&_routes=routes%2Fsearch",
    "/collections/consoles?min=20&sort=price-asc&page=2",
    "/collections/on-sale.data",
    "/sitemap/2.xml",
  ])("takes the storefront's public page %s", (url) => {
    expect(reason(url)).toBeNull();
  });

  it.each([
    "/checkout",
    "/checkout.data",
    "/admin/dashboard.data",
    "/.data",
    "/sitemap.xml.data",
    "/product/R36.data",
    "/product/a/b.data",
    "/api/cart/upsells",
  ])("leaves %s, which is not one, to the app", (url) => {
    expect(reason(url)).toBe("path");
  });

  it("keys a search and a collection by the parameters they read, in one order; other pages by path", () => {
    expect(cacheKey("/search?utm_source=x&page=2&q=r36%20ultra", routes)).toBe("/search?q=r36+ultra&page=2");
    // a `.data` request's `_routes` is kept when its path's routes include it
    expect(cacheKey("/search.data?q=r36&_routes=routes%2Fsearch&x=1", routes)).toBe(
      "/search.data?q=r36&_routes=routes%2Fsearch",
    );
    expect(cacheKey("/collections/consoles?sort=price-asc&stock=1&min=20&fbclid=y", routes)).toBe(
      "/collections/consoles?min=20&stock=1&sort=price-asc",
    );
    expect(cacheKey("/product/r36-ultra?q=r36&page=2", routes)).toBe("/product/r36-ultra");
    expect(cacheKey("/?q=r36", routes)).toBe("/");
  });

  it("never a tracking lookup, a request with the session cookie, or anything but GET", () => {
    expect(reason("/track-order?order=RH-1")).toBe("lookup");
    expect(reason("/track-order.data?order=RH-1")).toBe("lookup");
    expect(reason("/product/r36-ultra.data", "theme=dark; shop_session=abc")).toBe("session");
    expect(bypassReason({ method: "POST", url: "/_root.data", headers: {} }, routes)).toBe("method");
  });
});

describe("cacheKey", () => {
  const routeIdsOf = routes;

  // `_routes` is kept only when it names routes of the path, one spelling per set of routes
  it.each([
    ["/_root.data?_routes=routes%2Fhome&utm=1", "/_root.data?_routes=routes%2Fhome"],
    ["/_root.data?_routes=routes%2Fhome,root,root", "/_root.data?_routes=root%2Croutes%2Fhome"],
    ["/_root.data?_routes=root,routes%2Fhome", "/_root.data?_routes=root%2Croutes%2Fhome"],
    ["/support?x=1", "/support"],
    ["/_root.data?x=1", "/_root.data"],
  ])("keys %s as %s", (url, key) => {
    expect(cacheKey(url, routeIdsOf)).toBe(key);
  });

  it("stores nothing for `_routes` naming another path's route, a made-up one, or given twice", () => {
    expect(cacheKey("/_root.data?_routes=routes%2Fproduct", routeIdsOf)).toBeNull();
    expect(cacheKey(`/_root.data?_routes=${"x".repeat(8000)}`, routeIdsOf)).toBeNull();
    expect(cacheKey("/_root.data?_routes=root&_routes=routes%2Fhome", routeIdsOf)).toBeNull();
    // before the build is loaded: nothing is stored
    expect(cacheKey("/_root.data?_routes=root", pageRoutesOf(new Promise(() => {})))).toBeNull();
  });
});

describe("PageStore", () => {
  const page = async (size: number, now = Date.now()) =>
    buildCachedPage({ status: 200, headers: {}, body: Buffer.from("x".repeat(size)) }, now);

  it("drops the least recently used pages to stay within its byte budget", async () => {
    const one = await page(100);
    const budget = (one.bytes + 4) * 4 + 10; // room for four (a key of two characters counts four bytes)
    const store = new PageStore(budget);
    for (const key of ["/a", "/b", "/c", "/d"]) expect(store.set(key, await page(100))).toBe(true);
    store.get("/a"); // /b is now the oldest
    store.set("/e", await page(100));
    expect(store.get("/b")).toBeUndefined();
    for (const key of ["/a", "/c", "/d", "/e"]) expect(store.get(key), key).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(budget);
  });

  it("counts its keys: pages under long keys fill the budget sooner", async () => {
    const one = await page(100);
    const budget = (one.bytes + 8) * 8;
    const short = new PageStore(budget);
    const long = new PageStore(budget);
    for (let n = 0; n < 8; n++) {
      short.set(`/p${n}`, await page(100));
      long.set(`/p${n}?${"x".repeat(one.bytes)}`, await page(100));
    }
    expect(short.size).toBe(8);
    expect(long.size).toBeLessThanOrEqual(4);
    expect(long.bytes).toBeLessThanOrEqual(budget);
  });

  it("counts the policy and a fixed cost per page, and keeps at most its number of pages", async () => {
    const bare = await page(100);
    const withPolicy = await buildCachedPage({
      status: 200,
      headers: {},
      body: Buffer.from("x".repeat(100)),
      csp: `script-src 'nonce-x' ${"'sha256-abc' ".repeat(100)}`,
    });
    expect(withPolicy.bytes - bare.bytes).toBeGreaterThan(1000);
    expect(bare.bytes).toBeGreaterThan(4096);
    const store = new PageStore(1_000_000_000, Date.now, 3);
    for (const key of ["/a", "/b", "/c", "/d"]) store.set(key, await page(10));
    expect(store.size).toBe(3);
    expect(store.get("/a")).toBeUndefined();
  });

  it("keeps a compressed body in memory of its own size, not zlib's whole output chunk", async () => {
    const stored = await page(100);
    expect(stored.bodies.gzip.buffer.byteLength).toBe(stored.bodies.gzip.length);
    expect(stored.bodies.br.buffer.byteLength).toBe(stored.bodies.br.length);
  });

  it("refuses a page bigger than a quarter of the budget", async () => {
    const store = new PageStore(1000);
    expect(store.set("/big", await page(5000))).toBe(false);
    expect(store.size).toBe(0);
  });

  it("forgets a page at the next UTC midnight, when the social-proof numbers change", async () => {
    const evening = Date.UTC(2026, 10, 22, 23, 59, 0);
    let now = evening;
    const store = new PageStore(1_000_000, () => now);
    store.set("/product/x", await page(10, evening));
    now = Date.UTC(2026, 10, 22, 23, 59, 59);
    expect(store.get("/product/x")).toBeDefined();
    now = Date.UTC(2026, 10, 23, 0, 0, 0);
    expect(store.get("/product/x")).toBeUndefined();
    expect(nextUtcMidnight(Date.UTC(2026, 5, 30, 23, 30))).toBe(Date.UTC(2026, 6, 1));
  });

  it("forgets a page sooner when the page says when it stops being true (a delivery cut-off)", async () => {
    const morning = Date.UTC(2026, 10, 26, 10, 0, 0);
    let now = morning;
    const store = new PageStore(1_000_000, () => now);
    const cutoff = Date.UTC(2026, 10, 26, 14, 0, 0);
    const body = Buffer.from("Order by 2pm today");
    store.set("/product/x", await buildCachedPage({ status: 200, headers: {}, body, expiresAt: cutoff }, morning));
    now = cutoff - 1000;
    expect(store.get("/product/x")).toBeDefined();
    now = cutoff;
    expect(store.get("/product/x")).toBeUndefined();
  });
});

describe("page cache middleware", () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function serve(render: () => Promise<Response>) {
    let renders = 0;
    const cache = createPageCache({
      maxBytes: 1_000_000,
      routes,
      render: () => {
        renders++;
        return render();
      },
    });
    const app = express();
    app.use(cache.serveMisses);
    app.use((_req, res) => res.status(200).send("passed through"));
    const server = http.createServer((req, res) => cache.serveHit(req, res) || app(req, res)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      cache.close();
      await new Promise((resolve) => server.close(resolve));
    };
    const get = async (path = "/support") => (await fetch(`${url}${path}`)).headers.get("cache-status");
    return { get, renders: () => renders, stored: () => cache.store.size };
  }

  it("does not store a response that sets a cookie", async () => {
    const shop = await serve(
      async () =>
        new Response("<p>hi</p>", { headers: { "content-type": "text/html", "set-cookie": "flash=1; Path=/" } }),
    );
    expect(await shop.get()).toBe("retro-shop; fwd=miss");
    expect(await shop.get()).toBe("retro-shop; fwd=miss");
    expect(shop.renders()).toBe(2);
  });

  it("stores 200s, never a 404 (each unknown slug a page of its own), a 500 or a redirect", async () => {
    for (const [status, stored] of [
      [200, true],
      [404, false],
      [500, false],
      [302, false],
    ] as const) {
      const shop = await serve(
        async () => new Response("<p>page</p>", { status, headers: { "content-type": "text/html" } }),
      );
      await shop.get();
      expect(await shop.get(), String(status)).toBe(stored ? "retro-shop; hit" : "retro-shop; fwd=miss");
      await close();
    }
  });

  it("stores nothing for a flood of made-up `_routes` values, and the navigation data a client asks for", async () => {
    const shop = await serve(async () => new Response("[1]", { headers: { "content-type": "text/x-script" } }));
    for (let n = 0; n < 50; n++) expect(await shop.get(`/_root.data?_routes=${n}x`)).toBe("retro-shop; fwd=bypass");
    expect(shop.stored()).toBe(0);
    await shop.get("/_root.data?_routes=routes%2Fhome");
    expect(await shop.get("/_root.data?_routes=routes%2Fhome")).toBe("retro-shop; hit");
    expect(shop.stored()).toBe(1);
  });

  it("renders a page once for many simultaneous misses", async () => {
    const shop = await serve(async () => {
      await new Promise((r) => setTimeout(r, 50));
      return new Response("<p>slow</p>", { headers: { "content-type": "text/html" } });
    });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => shop.get()));
    expect(shop.renders()).toBe(1);
    expect(statuses.every((s) => s === "retro-shop; fwd=miss; stored")).toBe(true);
  });

  it("does not store a page rendered while a write landed, and forgets stored pages on a write", async () => {
    let version = 1;
    const shop = await serve(async () => {
      const seen = version;
      if (seen === 1) await notifyStoreChanged("catalog"); // a write during the render
      return new Response(`<p>v${seen}</p>`, { headers: { "content-type": "text/html" } });
    });
    expect(await shop.get()).toBe("retro-shop; fwd=miss");
    version = 2;
    expect(await shop.get()).toBe("retro-shop; fwd=miss; stored");
    expect(await shop.get()).toBe("retro-shop; hit");
    await notifyStoreChanged("settings");
    expect(await shop.get()).toBe("retro-shop; fwd=miss; stored");
  });

  it("passes through whatever is not a cacheable anonymous GET", async () => {
    const shop = await serve(async () => new Response("<p>page</p>", { headers: { "content-type": "text/html" } }));
    expect(await shop.get("/checkout")).toBe("retro-shop; fwd=bypass");
    expect(await shop.get("/checkout.data")).toBe("retro-shop; fwd=bypass");
    expect(await shop.get("/track-order?order=RH-1")).toBe("retro-shop; fwd=bypass");
    expect(shop.renders()).toBe(0);
  });
});
