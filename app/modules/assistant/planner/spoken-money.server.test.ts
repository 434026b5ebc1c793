import { describe, expect, it } from "vitest";

import { findAmount, moneyWords } from "./amounts.server";
import { spokenMoney } from "./spoken-money.server";
import { digitsForWords } from "./words.server";

/** as the planner reads a request: dictated money first, then the remaining number words */
const read = (words: string) => digitsForWords(moneyWords(words).toLowerCase());

describe("money as it is dictated", () => {
  it.each([
    ["refund megan two pounds fifty", 250],
    ["refund him forty four pounds ninety nine", 4499],
    ["a hundred and nine pounds ninety nine", 10999],
    ["the x55 one oh nine ninety nine", 10999],
    ["set it to two oh five", 20500],
    ["refund callum for pounds the postage was late", 400],
    ["for quid off", 400],
    ["set the r36s to forty four ninety nine", 4499],
  ])("%s", (words, expected) => {
    expect(findAmount(read(words))).toMatchObject({ kind: "money", pence: expected });
  });

  it("leaves counts, and 'for' that is not before a currency word, alone", () => {
    expect(spokenMoney("add one two three units")).toBe("add one two three units");
    expect(spokenMoney("refund tom for the late parcel")).toBe("refund tom for the late parcel");
    expect(spokenMoney("swap it for 20 pounds")).toBe("swap it for 20 pounds");
    expect(read("add twenty units")).toBe("add 20 units");
  });
});
