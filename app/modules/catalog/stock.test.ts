import { describe, expect, it } from "vitest";

import { changesStockShown, isLowStock, spreadTotal, stockLevel, stockShown } from "./stock";

describe("low-stock warning", () => {
  it("shows above 0 and at or below the threshold only", () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(1, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 10)).toBe(false);
  });

  it("uses 10 when the threshold is missing", () => {
    expect(isLowStock(10, undefined)).toBe(true);
    expect(isLowStock(11, null)).toBe(false);
  });
});

describe("stock level", () => {
  it("is out at 0, low up to the threshold, fine above it", () => {
    expect(stockLevel(0, 10)).toBe("out");
    expect(stockLevel(3, 10)).toBe("low");
    expect(stockLevel(10, 10)).toBe("low");
    expect(stockLevel(11, 10)).toBe("ok");
    expect(stockLevel(10, undefined)).toBe("low");
  });
});

describe("what the storefront shows of the stock", () => {
  it("is the count only when low", () => {
    expect(stockShown(0, 10)).toEqual({ level: "out" });
    expect(stockShown(4, 10)).toEqual({ level: "low", left: 4 });
    expect(stockShown(40, 10)).toEqual({ level: "ok" });
  });

  it("changes when an order crosses into low stock, moves the count shown, or sells the last one", () => {
    expect(changesStockShown(11, 10, 10)).toBe(true);
    expect(changesStockShown(5, 4, 10)).toBe(true);
    expect(changesStockShown(1, 0, 10)).toBe(true);
    expect(changesStockShown(0, 3, 10)).toBe(true); // restocked
  });

  it("does not change while the product stays well stocked", () => {
    expect(changesStockShown(50, 49, 10)).toBe(false);
    expect(changesStockShown(12, 11, 10)).toBe(false);
    expect(changesStockShown(12, 11, null)).toBe(false);
  });
});

describe("a total typed as one figure, spread over the variants", () => {
  it("shares an increase evenly, the remainder to the first", () => {
    expect(spreadTotal([0, 0, 0], 10)).toEqual([4, 3, 3]);
    expect(spreadTotal([5, 0], 9)).toEqual([7, 2]);
  });

  it("takes a decrease from the fullest first, evening them out, never below zero", () => {
    expect(spreadTotal([4, 3, 3], 5)).toEqual([1, 2, 2]);
    expect(spreadTotal([0, 12, 3], 10)).toEqual([0, 7, 3]);
    expect(spreadTotal([2, 1], 0)).toEqual([0, 0]);
    expect(spreadTotal([7], 2)).toEqual([2]);
  });
});
