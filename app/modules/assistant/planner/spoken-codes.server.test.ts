import { describe, expect, it } from "vitest";

import { spokenCodes } from "./spoken-codes.server";

const codes = new Set(["x55", "r36s", "r36"]);

describe("an item's code said in words", () => {
  it("joins a letter and the number said after it into the shop's code", () => {
    expect(spokenCodes("x fifty five one oh nine ninety nine", codes)).toBe("x55 one oh nine ninety nine");
    expect(spokenCodes("add fifteen crimson red x fifty fives", codes)).toBe("add fifteen crimson red x55s");
    expect(spokenCodes("put the r thirty six s up to fifty four ninety nine", codes)).toBe(
      "put the r36s up to fifty four ninety nine",
    );
  });

  it("leaves letters and numbers that make no code of the shop's as they were", () => {
    for (const text of ["add a fifty pound note", "x twenty", "plan b ten percent off", "give a dozen"])
      expect(spokenCodes(text, codes)).toBe(text);
  });
});
