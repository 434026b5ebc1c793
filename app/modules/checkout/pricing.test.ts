import { describe, expect, it } from "vitest";

import { totals } from "~/modules/cart/basket-pricing";
import { deliveryCost } from "~/modules/cart/delivery";

import { assertPayableTotal, mergeCartLines } from "./pricing";

describe("delivery and totals", () => {
  it("charges £4.99 standard and £9.99 express below the threshold, nothing at or above it", () => {
    expect(deliveryCost(4999, "standard", 5000)).toBe(499);
    expect(deliveryCost(4999, "express", 5000)).toBe(999);
    expect(deliveryCost(5000, "standard", 5000)).toBe(0);
    expect(deliveryCost(5000, "express", 5000)).toBe(0);
  });

  it("shows the VAT contained in subtotal plus delivery, not added on top", () => {
    const none = { discount: 0, discountCode: null };
    expect(totals(2999, "standard", 5000)).toEqual({
      subtotal: 2999,
      shippingCost: 499,
      vat: 583,
      total: 3498,
      ...none,
    });
    expect(totals(6000, "express", 5000)).toEqual({ subtotal: 6000, shippingCost: 0, vat: 1000, total: 6000, ...none });
  });

  it("takes a code off the total, judges delivery on the goods before it, shows the VAT the total holds", () => {
    const code = { code: "SAVE10", amount: 600, freeDelivery: false };
    expect(totals(6000, "standard", 5000, code)).toEqual({
      subtotal: 6000,
      shippingCost: 0,
      discount: 600,
      discountCode: "SAVE10",
      vat: 900,
      total: 5400,
    });
    const free = totals(2999, "express", 5000, { code: "SHIPFREE", amount: 0, freeDelivery: true });
    expect([free.discount, free.total, free.vat]).toEqual([999, 2999, 500]);
    // free delivery when delivery is free already: nothing to take off, no line shown
    expect(totals(6000, "standard", 5000, { code: "SHIPFREE", amount: 0, freeDelivery: true }).discountCode).toBeNull();
  });
});

describe("cart lines", () => {
  const id = "6f1d2c3b-0000-4000-8000-000000000001";
  const line = (quantity: number, variant: string | null = "Black") =>
    ({ productId: id, type: "product", variant, quantity }) as const;

  it("merges identical lines, counting 'default' as no option, and keeps different options apart", () => {
    expect(mergeCartLines([line(3), line(4), line(2, "White")])).toEqual([line(7), line(2, "White")]);
    expect(mergeCartLines([line(1, "default"), line(1, null)])).toEqual([line(2, null)]);
  });

  it("checks the 10-per-item limit on the merged quantity, so repeating a line does not lift it", () => {
    expect(() => mergeCartLines([line(10), line(10), line(10)])).toThrow("You can order at most 10 of each item");
    expect(() => mergeCartLines([line(6), line(5)])).toThrow("You can order at most 10 of each item");
  });

  it("refuses a total above one payment's maximum", () => {
    expect(() => assertPayableTotal(99_999_999)).not.toThrow();
    expect(() => assertPayableTotal(100_000_000)).toThrow(/the most we can take in one payment/);
  });
});
