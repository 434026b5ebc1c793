import { describe, expect, it } from "vitest";

import { lineDetail } from "./order-line";

describe("lineDetail", () => {
  it("names the option, the quantity at the unit price and a console discount", () => {
    expect(lineDetail({ variant: "White", quantity: 2, price: 2999, bundlePercent: 10 })).toBe(
      "White · Qty 2 × £29.99 · 10% off with a console",
    );
  });

  it("leaves out what a line does not have", () => {
    expect(lineDetail({ variant: null, quantity: 1, price: 1299 })).toBe("Qty 1 × £12.99");
  });

  it("marks add-ons only where asked", () => {
    const addon = { variant: null, quantity: 1, price: 1299, type: "addon" as const };
    expect(lineDetail(addon)).toBe("Qty 1 × £12.99");
    expect(lineDetail(addon, { markAddons: true })).toBe("Qty 1 × £12.99 · add-on");
  });
});
