import { describe, expect, it } from "vitest";

import { findAmount, priceChange } from "./amounts.server";

describe("amounts in an operator's words", () => {
  it("never reads a size as money", () => {
    expect(findAmount("the 4 inch ones")).toBeNull();
    expect(findAmount('set the 3.5" protector to 5.49')).toMatchObject({ kind: "money", pence: 549 });
    expect(findAmount("the 128 gb card down 2")).toMatchObject({ kind: "money", pence: 200 });
  });

  it("never reads a count of things as money", () => {
    expect(findAmount("one of her 2 consoles came with a cracked screen")).toBeNull();
    expect(findAmount("3 of them arrived scratched")).toBeNull();
    expect(findAmount("we sold 12 units yesterday")).toBeNull();
    // (a figure alone, or before a word that is no thing counted, is still money)
    expect(findAmount("the dock down 2")).toMatchObject({ kind: "money", pence: 200 });
    expect(findAmount("case to 9 for the weekend")).toMatchObject({ kind: "money", pence: 900 });
  });

  it("reads 'on' a day after a new price as when, not a sum put on", () => {
    expect(priceChange("dock down to 12.99 on saturday")).toEqual({ mode: "set", pence: 1299 });
    expect(priceChange("case to £9.99 on black friday")).toEqual({ mode: "set", pence: 999 });
    expect(priceChange("put £2 on the dock")).toMatchObject({ mode: "by", pence: 200 });
  });
});
