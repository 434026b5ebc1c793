import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { readConfig } from "~/lib/env.server";
import { LIMITS, resetRateLimit } from "~/lib/rate-limit.server";
import { CONNECTION_FAILED, CONNECTION_OK } from "~/modules/tracking/tracking.schema";
import { ORDER_NOT_FOUND } from "~/modules/tracking/tracking.server";
import { action, loader as apiLoader } from "~/routes/api/track-order";
import { loader as pageLoader } from "~/routes/track-order";

import { FAKE_TRACK17_KEY, startTrack17Fake } from "../fakes/track17-server";
import { createAdminSession, createOrder } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const fake = await startTrack17Fake();
afterAll(() => fake.close());

const config = readConfig({ NODE_ENV: "test", DATA_DIR: ".test-data/data", TRACK17_API_BASE: fake.url });
let ip = "";
const context = () => ({ config, clientIp: ip });

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/track-order", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return action(routeArgs(db, request, {}, context())) as Promise<Response>;
}

beforeEach(async () => {
  ip = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`; // a fresh rate-limit window per test
  await db.update(settings).set({ track17ApiKey: FAKE_TRACK17_KEY, trackingPageEnabled: true });
});

describe("POST /api/track-order", () => {
  it("answers the public tracking response for an order", async () => {
    const order = await createOrder(db, {
      trackingNumber: `DELIVERED-${crypto.randomUUID().slice(0, 6)}`,
      status: "shipped",
    });
    const response = await post({ orderNumber: order.orderNumber });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["order", "tracking"]);
    // exactly these, and no name, address or money: the items and whether a refund was made
    expect(Object.keys(body.order).sort()).toEqual([
      "carrier_name",
      "carrier_tracking_url",
      "delivery_method",
      "estimated_delivery",
      "invoice_url",
      "items",
      "order_date",
      "order_number",
      "order_status",
      "refund",
      "tracking_number",
    ]);
    expect(body.tracking).toMatchObject({
      carrier_name: "Royal Mail",
      status_text: "Delivered",
      destination_country: "United Kingdom",
    });
  });

  it("is a 404 with a readable error for an unknown order", async () => {
    const response = await post({ orderNumber: "RH-0000000000" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: ORDER_NOT_FOUND });
  });

  it("is a 400 with SPEC's message for a blank order number or a body that is not JSON", async () => {
    const blank = await post({ orderNumber: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Please enter an order number" });
    expect((await post({})).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
  });

  it("limits lookups per address so order numbers cannot be enumerated", async () => {
    for (let i = 0; i < LIMITS.trackOrder.limit; i++)
      expect((await post({ orderNumber: `RH-GUESS${i}` })).status).toBe(404);
    const blocked = await post({ orderNumber: "RH-GUESSMORE" });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many attempts/);
    await resetRateLimit("trackOrder", ip);
  });

  it("answers GET with 405", async () => {
    const response = apiLoader();
    expect(response.status).toBe(405);
  });
});

describe("POST /api/track-order: the settings connection test", () => {
  const test = (apiKey: string) => ({ orderNumber: "RH-TEST", testConnection: true, apiKey });

  it("is for admins only: 401 anonymous, 403 without the CSRF header", async () => {
    const anonymous = await post(test(FAKE_TRACK17_KEY));
    expect(anonymous.status).toBe(401);
    const admin = await createAdminSession(db);
    const noCsrf = await post(test(FAKE_TRACK17_KEY), { Cookie: admin.cookie });
    expect(noCsrf.status).toBe(403);
  });

  it("says whether the key works, in the settings page's words", async () => {
    const admin = await createAdminSession(db);
    const headers = { Cookie: admin.cookie, "X-CSRF-Token": admin.csrfToken };
    const good = await post(test(FAKE_TRACK17_KEY), headers);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ success: true, message: CONNECTION_OK });
    const bad = await post(test("not-a-real-key"), headers);
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ success: false, message: CONNECTION_FAILED });
  });
});

describe("/track-order page loader", () => {
  it("gives the settings' title and subtitle and searches nothing without ?order=", async () => {
    const data = await pageLoader(routeArgs(db, new Request("http://localhost/track-order"), {}, context()));
    expect(data).toEqual({
      title: "Track Your Order",
      subtitle: "Enter your order number to track your delivery",
      query: "",
      outcome: null,
    });
    expect(JSON.stringify(data)).not.toContain(FAKE_TRACK17_KEY); // the key never reaches the storefront
  });

  it("looks up ?order= on the server, so the confirmation link shows results at once", async () => {
    const order = await createOrder(db, { status: "pending" });
    const data = await pageLoader(
      routeArgs(db, new Request(`http://localhost/track-order?order=${order.orderNumber}`), {}, context()),
    );
    expect(data.query).toBe(order.orderNumber);
    expect(data.outcome).toMatchObject({
      kind: "found",
      response: { order: { order_number: order.orderNumber, tracking_number: null }, tracking: null },
    });
  });

  it("turns an unknown or blank ?order= into the error the page shows", async () => {
    const unknown = await pageLoader(
      routeArgs(db, new Request("http://localhost/track-order?order=RH-NOPE"), {}, context()),
    );
    expect(unknown.outcome).toEqual({ kind: "error", error: ORDER_NOT_FOUND });
    const blank = await pageLoader(routeArgs(db, new Request("http://localhost/track-order?order="), {}, context()));
    expect(blank.outcome).toEqual({ kind: "error", error: "Please enter an order number" });
  });

  it("is a 404 while tracking_page_enabled is off", async () => {
    await db.update(settings).set({ trackingPageEnabled: false });
    await expect(
      pageLoader(routeArgs(db, new Request("http://localhost/track-order"), {}, context())),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
    const order = await createOrder(db);
    expect((await post({ orderNumber: order.orderNumber })).status).toBe(404);
  });
});
