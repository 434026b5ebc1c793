// Request bodies and slow clients through the real Express app (docs/decisions/081): each route's body
// limit, on the declared length and on the bytes as they come; admin forms check the session before the
// body; a client that trickles its headers or its body is cut off, a slow but steady upload is not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { createAdminSession } from "../support/factories";
import { rawRequest } from "../support/raw-http";
import { startFileShop } from "../support/shop-server";
import { testDb } from "../support/test-db";

const database = await testDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "request-limits-"));
// registered first, so it runs after the shop has closed
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const shop = await startFileShop(database, { env: { DATA_DIR: dataDir, RATE_LIMITS: "off" }, warmUp: "/admin/login" });

const MB = 1024 * 1024;

/** Request line and headers of a POST, the blank line included. */
const head = (target: string, headers: Record<string, string | number>) =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("") +
  "\r\n";

/** Sends only the head of a POST that announces a body of `length` bytes, and reads the answer. */
const announce = (target: string, type: string, length: number) =>
  rawRequest(shop.port, head(target, { "Content-Type": type, "Content-Length": length }), { waitMs: 15_000 });

describe("body limits", () => {
  it("refuses a form that announces 150 MB with a 413, before reading a byte of it", async () => {
    const answer = await announce("/cart", "application/x-www-form-urlencoded", 150 * MB);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("a form may be at most 256 KB");
    expect(answer.headers.connection).toBe("close");
  });

  it("refuses JSON and webhook bodies over their own, smaller limits", async () => {
    const json = await announce("/api/cart/prices", "application/json", 100 * 1024);
    expect(json.status).toBe(413);
    expect(json.body).toMatch(/"error":"The request is too large: this request may be at most 64 KB\."/);
    const webhook = await announce("/api/stripe/webhook", "application/json", 2 * MB);
    expect(webhook.status).toBe(413);
    expect(webhook.body).toContain("a webhook event may be at most 1 MB");
    // Uploads take the media module's limit (the largest file and its multipart overhead), no more.
    const upload = await announce("/api/admin/uploads", "multipart/form-data; boundary=x", 101 * MB);
    expect(upload.status).toBe(413);
    expect(upload.body).toContain("an upload may be at most 100 MB");
  });

  it("counts the bytes of a body that announces no length, and stops at the limit", async () => {
    await fetch(`${shop.url}/cart`); // the route is loaded before the clock of the body starts
    let pulled = 0;
    const piece = new TextEncoder().encode(`x=${"a".repeat(16 * 1024 - 2)}&`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 8 * MB) return controller.close();
        pulled += piece.length;
        controller.enqueue(piece);
      },
    });
    const response = await fetch(`${shop.url}/cart`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit).catch((err: unknown) => err);
    // The server answers 413 and closes; a client still sending may see the close as a reset instead.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.text()).toContain("a form may be at most 256 KB");
    } else expect(String((response as Error).cause ?? response)).toMatch(/closed|reset|ECONNRESET|EPIPE/i);
    expect(pulled).toBeLessThan(8 * MB);
  });

  it("answers an admin form post without a session before reading its body", async () => {
    // 200 KB announced, 10 bytes sent: reading the body first would wait for the rest.
    const answer = await rawRequest(
      shop.port,
      head("/admin/dashboard/products", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": 200_000,
      }),
      { body: "intent=del", waitMs: 20_000 },
    );
    expect([401, 302]).toContain(answer.status);
    if (answer.status === 302) expect(answer.headers.location).toBe("/admin/login");
  });

  it("answers a signed-in admin's oversized form with 413, and a normal one as before", async () => {
    const admin = await createAdminSession(database.db);
    const big = await rawRequest(
      shop.port,
      head("/admin/dashboard/products", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": 150 * MB,
        Cookie: admin.cookie,
      }),
      { waitMs: 15_000 },
    );
    expect(big.status).toBe(413);
    const normal = await fetch(`${shop.url}/admin/dashboard/products`, {
      method: "POST",
      body: new URLSearchParams({ csrf: admin.csrfToken, intent: "nothing" }),
      headers: { cookie: admin.cookie },
    });
    expect(normal.status).toBe(400);
    expect(await normal.text()).toContain("Unknown action.");
  });
});

describe.concurrent("slow clients", () => {
  it("cuts off a body that comes a byte at a time", async () => {
    const answer = await rawRequest(
      shop.port,
      head("/cart", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 100_000 }),
      { body: "x".repeat(100_000), chunk: 1, everyMs: 1_000, waitMs: 40_000 },
    );
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.body).toContain("arrived too slowly");
    expect(answer.bytesSent).toBeLessThan(40);
  });

  it("cuts off at its deadline a form that trickles just fast enough to pass the progress rule", async () => {
    // 1,100 bytes every 4 s: more than the progress rule asks, so only the body's deadline ends it
    const started = Date.now();
    const answer = await rawRequest(
      shop.port,
      head("/cart", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 250_000 }),
      { body: "x".repeat(250_000), chunk: 1_100, everyMs: 4_000, waitMs: 90_000 },
    );
    console.log(`a drip held a form for ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.body).toContain("arrived too slowly");
    expect(answer.bytesSent).toBeLessThan(250_000 / 10);
  }, 120_000);

  it("cuts off headers that come a byte at a time", async () => {
    const answer = await rawRequest(shop.port, "GET /support HTTP/1.1\r\nHost: 127.0.0.1\r\n", {
      body: "X-Slow: " + "a".repeat(1000),
      chunk: 1,
      everyMs: 1_000,
      waitMs: 40_000,
    });
    expect(answer.closed).toBe(true);
    expect(answer.bytesSent).toBeLessThan(40);
  });

  it("takes an image upload that comes slowly but steadily", async () => {
    const admin = await createAdminSession(database.db);
    const png = await sharp({
      create: {
        width: 160,
        height: 160,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const boundary = "----slow-upload";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproduct\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // 4 KB every half second: several of the server's progress windows long.
    expect(body.length).toBeGreaterThan(40 * 1024);
    const answer = await rawRequest(
      shop.port,
      head("/api/admin/uploads", {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": body.length,
        Cookie: admin.cookie,
        "X-CSRF-Token": admin.csrfToken,
        Connection: "close",
      }),
      { body, chunk: 4 * 1024, everyMs: 500, waitMs: 60_000 },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toContain("/uploads/");
  });
});
