import { describe, expect, it } from "vitest";
import { isLowStock, stockLevel } from "./stock";

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
