// The storefront's pages ship a route manifest without the back office's routes. React Router offers the whole
// manifest as one file (`routeDiscovery: { mode: "initial" }`) or a partial one in each page with a request to
// /__manifest for every page's links (ADR 010 left that for the CPU and the extra request); half the whole file is
// admin routes, which no storefront page links to. So the server keeps a second, smaller copy, made from the
// build's own manifest at start, and storefront pages name it; admin pages keep the whole one (they link to the
// storefront). Nothing is lost by a storefront page not knowing an admin route: it never navigates to one.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";

import { negotiateEncoding } from "./page-cache";

type Manifest = ServerBuild["assets"];
type RouteEntry = Manifest["routes"][string];

/**
 * True for a request the back office answers: its pages and their data, which keep the whole manifest. Decided
 * as React Router matches, decoded and in any case (`/Admin`, `/%61dmin`): an admin page rendered with the
 * storefront's manifest fails. A spelling this cannot decode keeps the whole manifest too, which is only larger.
 */
export function isAdminPath(path: string): boolean {
  let plain: string;
  try {
    plain = decodeURIComponent(path).toLowerCase();
  } catch {
    plain = path.toLowerCase();
  }
  return plain === "/admin" || plain.startsWith("/admin/") || plain === "/admin.data";
}

/** A route's whole path, its parents' paths joined: "admin/orders/:orderNumber". */
function fullPath(routes: Manifest["routes"], route: RouteEntry | undefined): string {
  const parts: string[] = [];
  for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined) if (at.path) parts.unshift(at.path);
  return parts.join("/");
}

export type StorefrontManifest = { url: string; body: string; build: ServerBuild };

/**
 * `build` with a manifest of the routes outside /admin, and that manifest's file: the same shape and version as
 * the build's (so data requests and skew checks are unchanged), under a content-hashed name of its own.
 */
export function storefrontManifest(build: ServerBuild): StorefrontManifest {
  const { assets } = build;
  const routes = Object.fromEntries(
    // the back office's pages and its API (`api/admin/...`), which no storefront page calls
    Object.entries(assets.routes).filter(([, route]) => !/^(api\/)?admin(\/|$)/.test(fullPath(assets.routes, route))),
  );
  const content = { entry: assets.entry, routes };
  const hash = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 8);
  const url = assets.url.replace(/manifest-[^/]*\.js$/, `manifest-storefront-${hash}.js`);
  const manifest = { ...content, url, version: assets.version, sri: undefined };
  return {
    url,
    body: `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    build: { ...build, assets: { ...assets, routes, url } },
  };
}

/** Serves the storefront manifest's file as the build's assets are served: compressed once, kept a year. */
export function storefrontManifestFile({ url, body }: Pick<StorefrontManifest, "url" | "body">) {
  const bodies = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    identity: Buffer.from(body),
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.baseUrl + req.path !== url) return next();
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(bodies[encoding].length));
    res.end(req.method === "HEAD" ? undefined : bodies[encoding]);
  };
}
