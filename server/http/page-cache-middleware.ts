// The page cache in front of React Router (docs/decisions/070): anonymous GETs of the storefront's
// public pages are rendered once, stored plain/gzip/brotli, and served from memory until a store
// change (app/lib/store-events.server.ts) or the next UTC midnight. Everything else passes through
// with `Cache-Status: retro-shop; fwd=bypass`.
import type { IncomingMessage, ServerResponse } from "node:http";

import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";

import { PAGE_EXPIRES_HEADER } from "~/lib/page-expiry";
import { onStoreChanged, storeGeneration } from "~/lib/store-events.server";

import {
  buildCachedPage,
  CSP_FROM_END,
  encodingOf,
  HIT,
  inlineScriptHashes,
  PageStore,
  policyFor,
  withScriptHashes,
  type CachedPage,
  type Encoding,
} from "./page-cache";
import type { PageRoutes } from "./route-index";

const CACHE = "retro-shop";
export const STATUS_HIT = HIT;
export const STATUS_STORED = `${CACHE}; fwd=miss; stored`;
export const STATUS_MISS = `${CACHE}; fwd=miss`;
export const STATUS_BYPASS = `${CACHE}; fwd=bypass`;
export const STATUS_OFF = `${CACHE}; fwd=bypass; detail=off`;

// Which pages are cached, and with which query parameters, is each route's `routeRules.cache`
// (app/routes/route-rules.ts), read through the route index (route-index.ts): home, product, add-on, support,
// the two policies, the tracking form (not a lookup), search results and collections (docs/decisions/300), the
// sitemap and its pages and robots.txt; and the same pages' data as React Router fetches it for a client-side
// navigation (`/product/r36-ultra.data`, `/_root.data` for home), which is the same for every visitor too
// (docs/decisions/070).
// Either spelling of the session cookie (plain, or __Host- behind HTTPS), admin or not.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?shop_session=/;
// Headers that belong to one response, never to the stored page.
const PER_RESPONSE = new Set([
  "content-security-policy",
  "x-request-id",
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "cache-status",
  "vary",
  "date",
  "connection",
  "keep-alive",
  PAGE_EXPIRES_HEADER,
]);

type CacheableRequest = { method?: string; url?: string; headers: { cookie?: string } };

/**
 * Why a request may not be answered from, or stored in, the cache; null when it may. `routes` says which
 * pages may be stored (their routes' `routeRules.cache`).
 */
export function bypassReason(req: CacheableRequest, routes: PageRoutes): string | null {
  if (req.method !== "GET" || !req.url) return "method";
  const query = req.url.indexOf("?");
  const path = query === -1 ? req.url : req.url.slice(0, query);
  const rule = routes.cacheRuleOf(path);
  if (!rule) return "path";
  if (req.headers.cookie && SESSION_COOKIE.test(req.headers.cookie)) return "session";
  // Decided on the parameters as the loader reads them, decoded: `?%6Frder=` is `?order=`.
  if (query !== -1 && rule.personal?.length) {
    const params = new URLSearchParams(req.url.slice(query + 1));
    if (rule.personal.some((name) => params.has(name))) return "lookup";
  }
  return null;
}

/**
 * The key a cacheable request is stored under, and the address its page is rendered from: the path, then
 * only the parameters the page reads (its `routeRules.cache.params`; docs/decisions/070), decoded, in one
 * order; React Router's `.data` requests also name the routes whose data they want. Null when the request may
 * not be stored: not a cached page, or a `.data` request's `_routes` names a route its path does not match (or
 * comes twice), which made every made-up value a page of its own.
 */
export function cacheKey(url: string, routes: PageRoutes): string | null {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const rule = routes.cacheRuleOf(path);
  if (!rule) return null;
  if (query === -1) return url;
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -".data".length) : path;
  const params = new URLSearchParams(url.slice(query + 1));
  const canonical = new URLSearchParams();
  for (const name of rule.params ?? []) for (const value of params.getAll(name).sort()) canonical.append(name, value);
  const wanted = data ? params.getAll("_routes") : [];
  if (wanted.length > 1) return null;
  if (wanted.length === 1) {
    const known = routes.routeIdsOf(path === "/_root.data" ? "/" : page);
    const ids = [...new Set(wanted[0].split(","))].sort();
    if (!ids.every((id) => known.has(id))) return null;
    // React Router reads the ids as a set: one spelling per set, so a reordering is the same page.
    canonical.append("_routes", ids.join(","));
  }
  const search = canonical.toString();
  return search ? `${path}?${search}` : path;
}

type Render = (req: ExpressRequest, res: ExpressResponse, url: string) => Promise<Response>;
type Outcome = { page: CachedPage; stored: boolean } | { response: Response; body: Buffer };

export type PageCacheOptions = {
  maxBytes: number;
  render: Render;
  /** which pages may be stored, with which parameters, and which route ids a `.data` request may name */
  routes: PageRoutes;
  clock?: () => number;
  maxEntries?: number;
};

export function createPageCache({ maxBytes, render, routes, clock = Date.now, maxEntries }: PageCacheOptions) {
  const store = new PageStore(maxBytes, clock, maxEntries);
  // One render per page at a time; others asking meanwhile share its result.
  const inflight = new Map<string, Promise<Outcome>>();
  // Correct first: any store change empties the cache, and renders already under way are not
  // shared with requests that arrive after it.
  const unsubscribe = onStoreChanged(() => {
    store.clear();
    inflight.clear();
  });

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheStatus: string) {
    const encoding = encodingOf(req.headers["accept-encoding"]);
    const conditional = req.headers["if-none-match"];
    if (cacheStatus !== STATUS_HIT || (conditional && page.status === 200)) {
      sendVariant(req, res, page, encoding, cacheStatus);
      return;
    }
    // The common hit: the stored list with this answer's policy filled in. Node reads the list while writeHead
    // runs and keeps no reference to it, so the next hit may fill it in again.
    const headers = page.hitHeaders[encoding];
    if (page.csp) headers[headers.length - CSP_FROM_END] = policyFor(page)!;
    res.writeHead(page.status, headers).end(page.bodies[encoding]);
  }

  /** A stored page answered with another Cache-Status, or a conditional request: on a copy of the list. */
  function sendVariant(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    encoding: Encoding,
    cacheStatus: string,
  ) {
    const headers = page.hitHeaders[encoding].slice();
    if (cacheStatus !== STATUS_HIT) headers[headers.indexOf("cache-status") + 1] = cacheStatus;
    if (page.csp) headers[headers.length - CSP_FROM_END] = policyFor(page)!;
    if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etags[encoding])) {
      res.writeHead(304, headers.slice(0, -2)).end();
      return;
    }
    res.writeHead(page.status, headers).end(page.bodies[encoding]);
  }

  /**
   * Answers a hit straight from Node's request event, before Express, logging, security headers
   * (the stored page carries them) or React run. False when the request is not a hit.
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (req.method !== "GET" || !url) return false;
    let page: CachedPage | undefined;
    if (url.indexOf("?") === -1) {
      // Without a query a page's key is its path, and only a path the cache may store is ever a key: one lookup
      // stands for bypassReason and cacheKey. The session cookie is the one rule left to check.
      const cookie = req.headers.cookie;
      if (cookie && SESSION_COOKIE.test(cookie)) return false;
      page = store.get(url);
    } else {
      const key = bypassReason(req, routes) ? null : cacheKey(url, routes);
      page = key === null ? undefined : store.get(key);
    }
    if (!page) return false;
    send(req, res, page, STATUS_HIT);
    return true;
  }

  async function renderOnce(req: ExpressRequest, res: ExpressResponse, key: string): Promise<Outcome> {
    const generation = storeGeneration();
    const response = await render(req, res, key);
    const body = Buffer.from(await response.arrayBuffer());
    // Only 200s: every unknown slug would otherwise be a page of its own, and a flood of them the cache's memory.
    // A page may also say it is one of a kind (`no-store`): a value of its parameters no link of the shop's makes.
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      /no-store/i.test(response.headers.get("cache-control") ?? "")
    )
      return { response, body };
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE.has(name) && value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) headers[name] = value;
    });
    headers["cache-control"] ??= "no-cache"; // browsers revalidate, so an admin change shows at once
    const csp = res.getHeader("content-security-policy");
    const expires = Number(response.headers.get(PAGE_EXPIRES_HEADER));
    const page = await buildCachedPage(
      {
        status: response.status,
        headers,
        body,
        csp: typeof csp === "string" ? csp : undefined,
        expiresAt: Number.isFinite(expires) && expires > 0 ? expires : undefined,
      },
      clock(),
    );
    // A write that landed while this rendered may not be in it: serve it this once, never store it.
    const stored = generation === storeGeneration() && store.set(key, page);
    return { page, stored };
  }

  /** After the security headers: serves hits and renders misses; marks everything else as a bypass. */
  async function serveMisses(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const key = bypassReason(req, routes) ? null : cacheKey(req.url, routes);
    if (key === null) {
      res.setHeader("Cache-Status", STATUS_BYPASS);
      return next();
    }
    try {
      const kept = store.get(key); // a hit that did not come through the Node listener (app.listen)
      if (kept) return send(req, res, kept, STATUS_HIT);
      let flight = inflight.get(key);
      const leader = !flight;
      if (!flight) {
        flight = renderOnce(req, res, key);
        inflight.set(key, flight);
        const mine = flight;
        void mine.finally(() => inflight.get(key) === mine && inflight.delete(key)).catch(() => {});
      }
      const outcome = await flight;
      if ("page" in outcome) return send(req, res, outcome.page, outcome.stored ? STATUS_STORED : STATUS_MISS);
      // Not storable (an error, or it set a cookie): only the request that rendered it may see it.
      if (!leader) {
        res.setHeader("Cache-Status", STATUS_BYPASS);
        return next();
      }
      res.status(outcome.response.status);
      outcome.response.headers.forEach((value, name) => {
        if (name === "set-cookie") res.append(name, value);
        else if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
      });
      // Rendered without a nonce like every cacheable page, so its scripts are allowed by hash.
      const csp = res.getHeader("content-security-policy");
      if (typeof csp === "string") {
        const { before, after } = withScriptHashes(csp, inlineScriptHashes(outcome.body.toString("utf8")));
        res.setHeader("Content-Security-Policy", `${before}${after ? String(res.locals.cspNonce) : ""}${after}`);
      }
      res.setHeader("Cache-Status", STATUS_MISS);
      res.end(outcome.body);
    } catch (err) {
      next(err);
    }
  }

  return { serveHit, serveMisses, store, close: unsubscribe };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** If-None-Match, compared weakly as RFC 9110 §13.1.2 asks for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Marks every response with the cache switched off (PAGE_CACHE=off), for the uncached figures. */
export function cacheOff(_req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  res.setHeader("Cache-Status", STATUS_OFF);
  next();
}
