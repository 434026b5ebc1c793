import { describe, expect, it } from "vitest";

import { generateOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number";

describe("order numbers", () => {
  it("are RH- and 10 Crockford base32 characters", () => {
    for (let i = 0; i < 200; i++) expect(generateOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("use 50 random bits: all zero and all one map to the ends of the alphabet", () => {
    expect(generateOrderNumber(() => new Uint8Array(7))).toBe("RH-0000000000");
    expect(generateOrderNumber(() => new Uint8Array(7).fill(255))).toBe("RH-ZZZZZZZZZZ");
  });

  it("do not repeat", () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => generateOrderNumber()));
    expect(seen.size).toBe(10_000);
  });
});
