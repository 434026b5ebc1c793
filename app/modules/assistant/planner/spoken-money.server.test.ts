import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";
import { expectReadings, expectReadingsMatch, itReads } from "../../../../tests/support/readings";
import { findAmount, moneyWords } from "./amounts.server";
import { spokenMoney } from "./spoken-money.server";
import { digitsForWords } from "./words.server";

/** as the planner reads a request: dictated money first, then the remaining number words */
const read = (words: string) => digitsForWords(moneyWords(words).toLowerCase());

describe("money as it is dictated", () => {
  it("reads the sum said", () => {
    const money = (pence: number) => ({ kind: "money", pence });
    expectReadingsMatch((words) => findAmount(read(words)), {
      "refund megan two pounds fifty": money(250),
      "refund him forty four pounds ninety nine": money(4499),
      "a hundred and nine pounds ninety nine": money(10999),
      "the x55 one oh nine ninety nine": money(10999),
      "set it to two oh five": money(20500),
      "refund callum for pounds the postage was late": money(400),
      "for quid off": money(400),
      "set the r36s to forty four ninety nine": money(4499),
      "put the x55 to one hundred and nine ninety nine": money(10999),
      "put the x55 to one hundred and twenty": money(12000),
    });
  });

  it("leaves counts, and 'for' that is not before a currency word, alone", () => {
    expectReadings(spokenMoney, {
      "add one two three units": "add one two three units",
      "refund tom for the late parcel": "refund tom for the late parcel",
      "swap it for 20 pounds": "swap it for 20 pounds",
    });
    expectReadings(read, {
      "add twenty units": "add 20 units",
      "restock with one hundred and twenty": "restock with 120",
      "add one hundred twenty five": "add 125",
    });
  });

  it("reads a percentage said in words", async () => {
    expectReadings(spokenMoney, {
      "fifteen per cent off the dock": "15% off the dock",
      "twenty five percent off": "25% off",
      "knock thirty per-cent off the battery": "knock 30% off the battery",
      // (no number word before it: left for the other readings)
      "a few per cent off": "a few per cent off",
      "10 per cent off": "10 per cent off",
    });
    const plan = await planAt("fifteen per cent off the dock this saturday", { role: undefined });
    expect(plan.toolCalls[0].arguments).toMatchObject({ discountType: "percent", percentOff: 15 });
  });

  it("keeps a price said with 'hundred and' as one request, not two parts", async () => {
    const plan = await planAt("put the x55 to one hundred and nine ninety nine", {
      role: undefined,
      now: new Date("2026-11-26T14:00:00Z"),
    });
    expect(plan.toolCalls).toHaveLength(1);
    expect(plan.toolCalls[0].arguments).toMatchObject({ price: "109.99" });
  });
});

describe("a score", () => {
  itReads(digitsForWords, {
    "is twenty, as a dozen is twelve": { "take a score off the dock": "take 20 off the dock" },
    "leaves a score out of something as it is": ["a score of 4 out of 5"],
  });
});
