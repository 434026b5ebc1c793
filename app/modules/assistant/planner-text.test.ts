import { describe, expect, it } from "vitest";

import { matchByName, parseAmount } from "./planner-text";

describe("reading an operator's words", () => {
  it("reads amounts as 89.99, £89.99 or 8999p", () => {
    expect(["89.99", "£89.99", "8999p", "8999P", "£89.9"].map(parseAmount)).toEqual([
      "89.99",
      "89.99",
      "89.99",
      "89.99",
      "89.90",
    ]);
    expect(parseAmount("£5")).toBe("5.00");
    expect(["lots", "-5", "89.999", ""].map(parseAmount)).toEqual([null, null, null, null]);
  });

  it("matches names roughly: case, punctuation, a typo; several matches are all returned", () => {
    const items = [{ name: "R36 Ultra" }, { name: "R36 Console" }, { name: "X55 Console" }];
    expect(matchByName(items, "r36 ultra")).toEqual([{ name: "R36 Ultra" }]);
    expect(matchByName(items, "R36-ULTRA!")).toEqual([{ name: "R36 Ultra" }]);
    expect(matchByName(items, "x55 consle")).toEqual([{ name: "X55 Console" }]);
    expect(matchByName(items, "r36")).toEqual([{ name: "R36 Ultra" }, { name: "R36 Console" }]);
    expect(matchByName(items, "game boy")).toEqual([]);
  });
});
