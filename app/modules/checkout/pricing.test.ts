import { describe, expect, it } from "vitest";

import { deliveryCost } from "~/modules/cart/delivery";

import { estimatedDelivery, totals } from "./pricing";

describe("delivery and totals", () => {
  it("charges £4.99 standard and £9.99 express below the threshold, nothing at or above it", () => {
    expect(deliveryCost(4999, "standard", 5000)).toBe(499);
    expect(deliveryCost(4999, "express", 5000)).toBe(999);
    expect(deliveryCost(5000, "standard", 5000)).toBe(0);
    expect(deliveryCost(5000, "express", 5000)).toBe(0);
  });

  it("shows the VAT contained in subtotal plus delivery, not added on top", () => {
    expect(totals(2999, "standard", 5000)).toEqual({ subtotal: 2999, shippingCost: 499, vat: 583, total: 3498 });
    expect(totals(6000, "express", 5000)).toEqual({ subtotal: 6000, shippingCost: 0, vat: 1000, total: 6000 });
  });

  it("estimates delivery five days after the order", () => {
    expect(estimatedDelivery(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-26T10:00:00.000Z");
  });
});
