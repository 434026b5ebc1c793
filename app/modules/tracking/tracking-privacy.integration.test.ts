import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";

import { FAKE_TRACK17_KEY, startTrack17Fake } from "../../../tests/fakes/track17-server";
import { createOrder } from "../../../tests/support/factories";
import { testDb } from "../../../tests/support/test-db";
import { trackOrder, type TrackingDeps } from "./tracking.server";

// What the public tracking lookup shows anyone who has an order number: the parcel and its contents,
// never who bought it, where it goes or what money changed hands.
const { db } = await testDb();
const fake = await startTrack17Fake({ slowMs: 3000 });
afterAll(() => fake.close());

// Below the fake's slow answer (3 s), so the timeout case still times out, with room for a busy machine.
const deps: TrackingDeps = { apiBase: fake.url, timeoutMs: 1500 };
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

beforeEach(async () => {
  await db.update(settings).set({ track17ApiKey: FAKE_TRACK17_KEY, trackingPageEnabled: true });
});

describe("what a tracking lookup makes public", () => {
  it("lists the items and says whether a refund was made, never how much", async () => {
    const order = await createOrder(db, { total: 5998, refundedTotal: 1000 });
    const response = await trackOrder(db, { orderNumber: order.orderNumber }, deps);
    expect(response.order.items.map((item) => item.quantity)).toEqual(order.items.map((item) => item.quantity));
    expect(response.order.refund).toBe("partial");
    expect(JSON.stringify(response)).not.toMatch(/1000|5998/);
    const whole = await createOrder(db, { total: 5998, refundedTotal: 5998, status: "cancelled" });
    expect((await trackOrder(db, { orderNumber: whole.orderNumber }, deps)).order.refund).toBe("full");
  });

  it("never reveals the customer's name, email, address or payment", async () => {
    const order = await createOrder(db, { trackingNumber: unique("TRANSIT"), status: "shipped" });
    const text = JSON.stringify(await trackOrder(db, { orderNumber: order.orderNumber }, deps));
    for (const secret of ["Jamie", "jamie@example.com", "High Street", "LS1 1AA", "07700", order.paymentId, "4999"]) {
      expect(text).not.toContain(secret);
    }
  });
});
