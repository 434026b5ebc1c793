import { describe, expect, it } from "vitest";
import { isLowStock } from "./stock";

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
