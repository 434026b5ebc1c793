import { describe, expect, it } from "vitest";

import { deliveryCost, deliveryProgress } from "./delivery";

describe("free delivery progress", () => {
  it("is subtotal over threshold with standard delivery charged below it", () => {
    expect(deliveryProgress(2500, 5000)).toEqual({ qualifies: false, remaining: 2500, percent: 50, delivery: 499 });
  });

  it("qualifies at exactly the threshold and caps the bar at 100%", () => {
    expect(deliveryProgress(5000, 5000)).toMatchObject({ qualifies: true, remaining: 0, percent: 100, delivery: 0 });
    expect(deliveryProgress(12000, 5000).percent).toBe(100);
  });

  it("falls back to £50 when the threshold could not be read", () => {
    expect(deliveryProgress(4999, undefined)).toMatchObject({ qualifies: false, remaining: 1 });
    expect(deliveryProgress(4999, Number.NaN).remaining).toBe(1);
  });

  it("follows a threshold from settings", () => {
    expect(deliveryProgress(3000, 3000).qualifies).toBe(true);
  });
});

describe("one delivery rule for the drawer and the checkout", () => {
  it("charges nothing to deliver an empty cart, whichever method", () => {
    expect(deliveryProgress(0, 5000).delivery).toBe(0);
    expect(deliveryCost(0, "standard", 5000)).toBe(0);
    expect(deliveryCost(0, "express", 5000)).toBe(0);
  });

  it("gives the drawer the same fee the checkout charges for standard delivery", () => {
    for (const subtotal of [1, 2500, 4999, 5000, 9000]) {
      expect(deliveryProgress(subtotal, 5000).delivery).toBe(deliveryCost(subtotal, "standard", 5000));
    }
  });
});
