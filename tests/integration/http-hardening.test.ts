// What every answer carries and what odd requests get, through the real Express app: the
// Permissions-Policy, no-store on the back office, one Referrer-Policy, tokens kept out of the access log,
// and 4xx (never 500) for TRACE, broken Host headers, broken session cookies and over-long searches.
import { Writable } from "node:stream";

import pino from "pino";
import { describe, expect, it } from "vitest";

import { resetCrossOriginRefusalLog } from "~/lib/cross-origin-refusals.server";

import { createAdminSession, createOrder } from "../support/factories";
import { rawRequest } from "../support/raw-http";
import { startFileShop } from "../support/shop-server";
import { testDb } from "../support/test-db";

const database = await testDb();
const logLines: string[] = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
const shop = await startFileShop(database, { env: { RATE_LIMITS: "off" }, logger, warmUp: "/admin/login" });
const admin = await createAdminSession(database.db);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${path}`, { headers, redirect: "manual" });

describe("headers", () => {
  it("lets the storefront take payments through Stripe and only the back office use the microphone", async () => {
    for (const path of ["/", "/checkout", "/support"]) {
      const policy = (await get(path)).headers.get("permissions-policy") ?? "";
      expect(policy, path).toContain('payment=(self "https://js.stripe.com")');
      expect(policy, path).toContain("microphone=()");
      expect(policy, path).toContain("camera=()");
      expect(policy, path).toContain("geolocation=()");
    }
    for (const path of ["/admin/login", "/admin/dashboard/ai-assistant"]) {
      const policy = (await get(path, { cookie: admin.cookie })).headers.get("permissions-policy") ?? "";
      expect(policy, path).toContain("microphone=(self)");
      expect(policy, path).toContain("payment=()");
    }
  });

  it("tells browsers and proxies never to store an admin page or admin JSON", async () => {
    for (const [path, cookie] of [
      ["/admin/login", ""],
      ["/admin/dashboard/products", admin.cookie],
      ["/admin/dashboard/products.data", admin.cookie],
      ["/admin/dashboard/products", ""],
      ["/api/admin/ai", admin.cookie],
      ["/api/admin/ai", ""],
    ]) {
      const response = await get(path, cookie ? { cookie } : {});
      expect(response.headers.get("cache-control"), `${path} ${cookie ? "as admin" : "anonymous"}`).toBe("no-store");
    }
  });

  it("sends the order confirmation page with one Referrer-Policy, its own", async () => {
    const order = await createOrder(database.db);
    for (const path of [`/order-confirmation/${order.orderNumber}`, `/order-confirmation/${order.orderNumber}.data`])
      expect((await get(path)).headers.get("referrer-policy"), path).toBe("no-referrer");
    expect((await get("/support")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps a password-reset token out of the access log", async () => {
    await get("/admin/reset-password?token=the-secret-reset-token-123");
    await new Promise((r) => setTimeout(r, 50)); // pino-http logs when the response has finished
    const lines = logLines.filter((line) => line.includes("/admin/reset-password"));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("")).toContain("token=[redacted]");
    expect(logLines.join("")).not.toContain("the-secret-reset-token-123");
  });
});

describe("cross-origin form posts", () => {
  it("are refused with a 400 and logged at warn once a minute per path, without a stack", async () => {
    resetCrossOriginRefusalLog();
    const before = logLines.length;
    for (const path of ["/cart", "/cart.data", "/cart", "/admin/login"]) {
      const response = await fetch(`${shop.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: "intent=seen",
      });
      expect(response.status, path).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 50)); // pino-http logs when the response has finished
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = lines.filter((line) => line.msg === "refused a cross-origin form post");
    expect(refusals.map((line) => [line.level, line.path])).toEqual([
      [40, "/cart"],
      [40, "/admin/login"],
    ]);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it("are logged once a minute per route, whatever path of it is posted to, with the origin cut short", async () => {
    resetCrossOriginRefusalLog();
    const before = logLines.length;
    const origin = `https://${"a".repeat(4000)}.example`;
    const paths = ["/product/one", "/product/two", "/product/three", "/no/such/page", "/nothing-here", "/review/a1"];
    for (const path of [...paths, "/review/b2"]) {
      const response = await fetch(`${shop.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "intent=seen",
      });
      expect(response.status, path).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 50));
    const refusals = logLines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "refused a cross-origin form post");
    expect(refusals.map((line) => line.path)).toEqual(["/product/one", "/no/such/page", "/review/[redacted]"]);
    for (const line of refusals) expect(JSON.stringify(line).length).toBeLessThan(600);
  });
});

describe("odd requests", () => {
  const raw = (head: string) => rawRequest(shop.port, head, { waitMs: 15_000 });

  it("answers TRACE with 405 on any path", async () => {
    for (const path of ["/", "/checkout", "/api/cart/prices", "/admin/dashboard"]) {
      const answer = await raw(`TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("answers a Host header that names no host with 400", async () => {
    for (const host of ["", "a b", "[::1", "localhost:99999", "%00"]) {
      const answer = await raw(`GET /checkout HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, JSON.stringify(host)).toBe(400);
    }
    // a page that answers 200 with no basket (the checkout now sends an empty one home)
    const fine = await raw("GET /support HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n");
    expect(fine.status).toBe(200);
  });

  it("treats a session cookie with a broken %-escape as no session", async () => {
    for (const value of ["%", "%E0%A4%A"]) {
      const page = await get("/admin/dashboard/products", { cookie: `shop_session=${value}` });
      expect(page.status, value).toBe(302);
      expect(page.headers.get("location")).toBe("/admin/login");
      const api = await get("/api/admin/ai", { cookie: `shop_session=${value}` });
      expect(api.status, value).toBe(401);
      expect((await get("/support", { cookie: `shop_session=${value}` })).status, value).toBe(200);
    }
  });

  it("answers an over-long search of the admin lists with 400 and says why", async () => {
    for (const list of ["products", "addons", "reviews"])
      for (const search of ["s".repeat(201), "%25".repeat(2_334)]) {
        const response = await get(`/admin/dashboard/${list}?search=${search}`, { cookie: admin.cookie });
        expect(response.status, list).toBe(400);
        expect(await response.text()).toContain("Search terms can be at most 200 characters long.");
      }
    const fine = await get(`/admin/dashboard/reviews?search=${"s".repeat(150)}`, { cookie: admin.cookie });
    expect(fine.status).toBe(200);
  });
});
