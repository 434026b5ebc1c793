import { describe, expect, it } from "vitest";

import { code128Bars, code128Values } from "./code128";

describe("code128", () => {
  it("encodes set B with the check symbol the standard gives", () => {
    // check = (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55
    expect(code128Values("PJJ123C")).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it("draws 11 modules a symbol, 13 for stop, with quiet zones either side", () => {
    const { bars, width } = code128Bars("RH-1");
    // start + 4 characters + check = 6 symbols of 11 modules, stop 13, quiet zones 10 each
    expect(width).toBe(6 * 11 + 13 + 20);
    expect(bars[0]).toEqual([10, 2]);
    expect(bars.length).toBe(6 * 3 + 4);
  });

  it("refuses what set B cannot carry", () => {
    expect(() => code128Values("£5")).toThrow();
  });
});
