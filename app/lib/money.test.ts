import { describe, expect, it } from "vitest";

import { formatPrice, parsePounds, vatContained } from "./money";

describe("money", () => {
  it("formats pence as pounds with two decimals", () => {
    expect(formatPrice(4999)).toBe("£49.99");
    expect(formatPrice(0)).toBe("£0.00");
    expect(formatPrice(123456)).toBe("£1,234.56");
  });

  it("writes whole pence exactly as Intl's en-GB currency format does", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    const amounts = [0, -0, 1, 5, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 99_999_999, 2 ** 31];
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const pence of amounts) {
      expect(formatPrice(pence)).toBe(intl.format(pence / 100));
      expect(formatPrice(-pence)).toBe(intl.format(-pence / 100));
    }
    expect(formatPrice(12.5)).toBe(intl.format(0.125));
  });

  it("parses typed pounds into pence without float drift", () => {
    expect(parsePounds("49.99")).toBe(4999);
    expect(parsePounds("£0.1")).toBe(10);
    expect(parsePounds("1,299.5")).toBe(129950);
    expect(parsePounds("0.29")).toBe(29);
    expect(parsePounds("-1")).toBeUndefined();
    expect(parsePounds("12.345")).toBeUndefined();
    expect(parsePounds("abc")).toBeUndefined();
  });

  it("finds the 20% VAT contained in a VAT-inclusive total", () => {
    expect(vatContained(6000)).toBe(1000);
    expect(vatContained(5498)).toBe(916);
  });
});
