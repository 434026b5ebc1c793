// A hit as the shop answers it, straight from Node's request event: its headers are the stored page's list with
// this answer's policy filled in, so no answer may carry another's nonce, length or validator.
import http from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it, onTestFinished } from "vitest";

import { routeManifest } from "../../tests/support/route-manifest";
import { createPageCache } from "./page-cache-middleware";
import { routeIndex } from "./route-index";

const routes = routeIndex(await routeManifest());

describe("a page cache hit", () => {
  it("carries a nonce of its own, its own length and validator, and answers a match with a 304", async () => {
    const cache = createPageCache({
      maxBytes: 1_000_000,
      routes,
      render: async () => new Response("<p>page</p>".repeat(50), { headers: { "content-type": "text/html" } }),
    });
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", "default-src 'self';script-src 'self' 'nonce-rendered'");
      next();
    });
    app.use(cache.serveMisses);
    const server = http.createServer((req, res) => cache.serveHit(req, res) || app(req, res)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    onTestFinished(async () => {
      cache.close();
      await new Promise((resolve) => server.close(resolve));
    });
    const port = (server.address() as AddressInfo).port;
    const get = (headers: Record<string, string>) =>
      new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path: "/support", headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
          })
          .on("error", reject),
      );
    await get({});
    const hits = [];
    for (const encoding of ["gzip", "identity", "br", "gzip"]) hits.push(await get({ "accept-encoding": encoding }));
    const nonces = hits.map((hit) => /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))![1]);
    expect(new Set(nonces).size).toBe(hits.length);
    for (const hit of hits) {
      expect(hit.headers["cache-status"]).toBe("retro-shop; hit");
      expect(hit.headers["content-security-policy"]).toMatch(/^default-src 'self';script-src 'self' 'nonce-[^']+'$/);
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    expect(hits.map((hit) => hit.headers["content-encoding"])).toEqual(["gzip", undefined, "br", "gzip"]);
    expect(hits[1].body.toString()).toBe("<p>page</p>".repeat(50));
    const revalidated = await get({ "accept-encoding": "gzip", "if-none-match": String(hits[0].headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["content-length"]).toBeUndefined();
    expect(revalidated.headers["content-security-policy"]).toMatch(/'nonce-[^']+'$/);
    const other = await get({ "accept-encoding": "gzip", "if-none-match": String(hits[1].headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
  });
});
