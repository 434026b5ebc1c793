import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { settings } from "~/db/schema/settings";
import { trackingCache } from "~/db/schema/tracking";
import { DomainError } from "~/lib/errors";

import { FAKE_TRACK17_DISABLED_KEY, FAKE_TRACK17_KEY, startTrack17Fake } from "../../../tests/fakes/track17-server";
import { createOrder } from "../../../tests/support/factories";
import { testDb } from "../../../tests/support/test-db";
import { CONNECTION_FAILED, CONNECTION_OK } from "./tracking.schema";
import {
  CACHE_TTL_MS,
  LIVE_TRACKING_STALE,
  LIVE_TRACKING_UNAVAILABLE,
  ORDER_NOT_FOUND,
  testTrack17Connection,
  TRACKING_DISABLED,
  trackOrder,
  type TrackingDeps,
} from "./tracking.server";

const { db } = await testDb();
const fake = await startTrack17Fake({ slowMs: 3000 });
afterAll(() => fake.close());

// Below the fake's slow answer (3 s), so the timeout case still times out, with room for a busy machine.
const deps: TrackingDeps = { apiBase: fake.url, timeoutMs: 1500 };
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
const setKey = (track17ApiKey: string) => db.update(settings).set({ track17ApiKey });

beforeEach(async () => {
  await db.update(settings).set({ track17ApiKey: FAKE_TRACK17_KEY, trackingPageEnabled: true });
});

describe("trackOrder: the order", () => {
  it("refuses an unknown order number with a readable not-found error", async () => {
    const err = await trackOrder(db, { orderNumber: "RH-NOSUCHORDR" }, deps).catch((e) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: "not_found", message: ORDER_NOT_FOUND });
  });

  it(
    "answers SPEC §3's fields and the chosen carrier for an order without a tracking number, " + "and calls nobody",
    async () => {
      const order = await createOrder(db, { status: "processing", orderDate: new Date("2026-11-02T15:30:00Z") });
      const before = fake.calls.length;
      const response = await trackOrder(db, { orderNumber: ` ${order.orderNumber.toLowerCase()} ` }, deps);
      expect(response).toEqual({
        order: {
          order_number: order.orderNumber,
          order_status: "processing",
          order_date: "2026-11-02T15:30:00.000Z",
          tracking_number: null,
          carrier_name: null,
          carrier_tracking_url: null,
          items: order.items.map(({ name, variant, quantity }) => ({ name, variant: variant || null, quantity })),
          refund: "none",
          // Monday 2 November after the cut-off: it leaves Tuesday, standard takes 3 to 5 working days
          delivery_method: "Standard delivery",
          estimated_delivery: "Fri 6 – Tue 10 Nov",
          invoice_url: null,
        },
        tracking: null,
      });
      expect(fake.calls.length).toBe(before);
    },
  );

  it("is not found at all while the tracking page is switched off", async () => {
    const order = await createOrder(db);
    await db.update(settings).set({ trackingPageEnabled: false });
    await expect(trackOrder(db, { orderNumber: order.orderNumber }, deps)).rejects.toMatchObject({
      code: "not_found",
      message: TRACKING_DISABLED,
    });
  });
});

describe("trackOrder: live tracking from 17TRACK", () => {
  it("registers the number and maps carrier, plain-words status, countries and events newest first", async () => {
    const number = unique("TRANSIT");
    const order = await createOrder(db, { trackingNumber: number, status: "shipped" });
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
    expect(response.message).toBeUndefined();
    expect(response.order.tracking_number).toBe(number);
    expect(response.tracking).toMatchObject({
      carrier_name: "Royal Mail",
      status_text: "In transit",
      origin_country: "China",
      destination_country: "United Kingdom",
    });
    const events = response.tracking!.events;
    expect(events.map((e) => e.status)).toEqual([
      "Arrived at delivery office",
      "Cleared customs",
      "Departed from origin country",
      "Item accepted by carrier",
      "Shipment information received",
    ]);
    expect(events[0]).toEqual({
      time: "2026-11-19T06:40:00+00:00",
      status: "Arrived at delivery office",
      location: "Leeds Mail Centre, GB",
    });
    expect(fake.callsFor("register", number)).toHaveLength(1);
    expect(fake.callsFor("gettrackinfo", number)).toHaveLength(1);
    expect(fake.callsFor("gettrackinfo", number)[0].key).toBe(FAKE_TRACK17_KEY);
  });

  it("treats a number 17TRACK already has as registered", async () => {
    const number = unique("DELIVERED");
    fake.registered.add(number);
    const order = await createOrder(db, { trackingNumber: number, status: "shipped" });
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
    expect(response.tracking?.status_text).toBe("Delivered");
    expect(response.message).toBeUndefined();
  });

  it("shows an empty history for a parcel the carrier has not scanned yet", async () => {
    for (const prefix of ["NEW", "NOINFO"]) {
      const order = await createOrder(db, { trackingNumber: unique(prefix), status: "shipped" });
      const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
      expect(response.tracking).toEqual({
        carrier_name: null,
        status_text: "Awaiting carrier update",
        origin_country: null,
        destination_country: null,
        events: [],
      });
      expect(response.message).toBeUndefined();
    }
  });

  it("answers a second look within the cache window without calling 17TRACK, and refreshes after it", async () => {
    const number = unique("TRANSIT");
    const order = await createOrder(db, { trackingNumber: number, status: "shipped" });
    const t0 = new Date();
    const first = await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => t0 });
    const callsAfterFirst = fake.calls.length;

    const second = await trackOrder(
      db,
      { orderNumber: order.orderNumber },
      { ...deps, now: () => new Date(t0.getTime() + 60_000) },
    );
    expect(second).toEqual(first);
    expect(fake.calls.length).toBe(callsAfterFirst);

    const later = new Date(t0.getTime() + CACHE_TTL_MS.moving + 1000);
    await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => later });
    // Refreshing reads the number again but does not register it a second time.
    expect(fake.callsFor("gettrackinfo", number)).toHaveLength(2);
    expect(fake.callsFor("register", number)).toHaveLength(1);
  });

  it("keeps a delivered parcel far longer than one in transit", async () => {
    const moving = await createOrder(db, { trackingNumber: unique("TRANSIT"), status: "shipped" });
    const delivered = await createOrder(db, { trackingNumber: unique("DELIVERED"), status: "shipped" });
    await trackOrder(db, { orderNumber: moving.orderNumber }, deps);
    await trackOrder(db, { orderNumber: delivered.orderNumber }, deps);
    const ttl = async (trackingNumber: string) => {
      const [row] = await db.select().from(trackingCache).where(eq(trackingCache.trackingNumber, trackingNumber));
      return row.expiresAt.getTime() - row.fetchedAt.getTime();
    };
    expect(await ttl(moving.trackingNumber!)).toBe(CACHE_TTL_MS.moving);
    expect(await ttl(delivered.trackingNumber!)).toBe(CACHE_TTL_MS.final);
  });

  it("marks a shipped order delivered when 17TRACK says so, and emails the customer once", async () => {
    const order = await createOrder(db, {
      trackingNumber: unique("DELIVERED"),
      status: "shipped",
      carrier: "royal_mail",
    });
    const first = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
    expect(first.order).toMatchObject({ order_status: "delivered", carrier_name: "Royal Mail" });
    expect(first.order.carrier_tracking_url).toContain(order.trackingNumber!);
    const again = await trackOrder(db, { orderNumber: order.orderNumber }, deps); // from the cache
    expect(again.order.order_status).toBe("delivered");
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.deliveredAt).toBeInstanceOf(Date);
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(sent.map((e) => e.template)).toEqual(["order_delivered"]);
  });

  it("leaves an order in transit as shipped", async () => {
    const order = await createOrder(db, { trackingNumber: unique("TRANSIT"), status: "shipped" });
    expect((await trackOrder(db, { orderNumber: order.orderNumber }, deps)).order.order_status).toBe("shipped");
  });

  it("registers again when 17TRACK has forgotten a number it had before", async () => {
    const number = unique("TRANSIT");
    const order = await createOrder(db, { trackingNumber: number, status: "shipped" });
    const t0 = new Date();
    await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => t0 });
    fake.registered.delete(number);
    const later = new Date(t0.getTime() + CACHE_TTL_MS.moving + 1000);
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => later });
    expect(response.tracking?.carrier_name).toBe("Royal Mail");
    expect(fake.callsFor("register", number)).toHaveLength(2);
  });
});

describe("trackOrder: when 17TRACK fails the order details still come back", () => {
  const failures: Array<[string, string, string]> = [
    ["a key 17TRACK refuses with HTTP 401", "TRANSIT", "wrong-key"],
    ["an account 17TRACK has disabled (HTTP 200, error code)", "TRANSIT", FAKE_TRACK17_DISABLED_KEY],
    ["HTTP 429", "LIMIT", FAKE_TRACK17_KEY],
    ["a reply slower than the timeout", "SLOW", FAKE_TRACK17_KEY],
    ["HTML instead of JSON", "BROKEN", FAKE_TRACK17_KEY],
    ["JSON of the wrong shape", "HALF", FAKE_TRACK17_KEY],
    ["a number 17TRACK will not register", "BADNUM", FAKE_TRACK17_KEY],
  ];
  for (const [name, prefix, key] of failures) {
    it(`on ${name}`, async () => {
      await setKey(key);
      const order = await createOrder(db, { trackingNumber: unique(prefix), status: "shipped" });
      const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
      expect(response).toEqual({
        order: expect.objectContaining({ order_number: order.orderNumber, tracking_number: order.trackingNumber }),
        tracking: null,
        message: LIVE_TRACKING_UNAVAILABLE,
      });
      // Failures are not cached: the next look tries again.
      expect(
        await db.select().from(trackingCache).where(eq(trackingCache.trackingNumber, order.trackingNumber!)),
      ).toHaveLength(0);
    });
  }

  it("falls back to the last answer it had, saying it may be out of date", async () => {
    const order = await createOrder(db, { trackingNumber: unique("TRANSIT"), status: "shipped" });
    const t0 = new Date();
    await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => t0 });
    await setKey("revoked-key");
    const later = new Date(t0.getTime() + CACHE_TTL_MS.moving + 1000);
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, { ...deps, now: () => later });
    expect(response.tracking?.carrier_name).toBe("Royal Mail");
    expect(response.message).toBe(LIVE_TRACKING_STALE);
  });

  it("says live tracking is unavailable when no 17TRACK key is set, without calling out", async () => {
    await setKey("");
    const number = unique("TRANSIT");
    const order = await createOrder(db, { trackingNumber: number, status: "shipped" });
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
    expect(response).toMatchObject({ tracking: null, message: LIVE_TRACKING_UNAVAILABLE });
    expect(fake.calls.filter((c) => c.numbers.includes(number))).toHaveLength(0);
  });
});

describe("testTrack17Connection", () => {
  it("says a working key works, using the quota call (no tracking quota spent)", async () => {
    const before = fake.calls.length;
    expect(await testTrack17Connection(db, { testConnection: true, apiKey: FAKE_TRACK17_KEY }, deps)).toEqual({
      success: true,
      message: CONNECTION_OK,
    });
    expect(fake.calls.slice(before).map((c) => c.operation)).toEqual(["getquota"]);
  });

  it("says a refused, disabled or unreachable key failed", async () => {
    expect(await testTrack17Connection(db, { testConnection: true, apiKey: "nope" }, deps)).toEqual({
      success: false,
      message: CONNECTION_FAILED,
    });
    expect(await testTrack17Connection(db, { testConnection: true, apiKey: FAKE_TRACK17_DISABLED_KEY }, deps)).toEqual({
      success: false,
      message: CONNECTION_FAILED,
    });
    expect(
      await testTrack17Connection(
        db,
        { testConnection: true, apiKey: FAKE_TRACK17_KEY },
        { ...deps, apiBase: "http://127.0.0.1:9" },
      ),
    ).toEqual({
      success: false,
      message: CONNECTION_FAILED,
    });
  });

  it("tests the saved key when none is typed, and fails when there is none", async () => {
    expect(await testTrack17Connection(db, { testConnection: true, apiKey: "" }, deps)).toMatchObject({
      success: true,
    });
    await setKey("");
    expect(await testTrack17Connection(db, { testConnection: true, apiKey: "" }, deps)).toMatchObject({
      success: false,
    });
  });
});
