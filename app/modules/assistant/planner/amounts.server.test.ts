import { describe, expect, it } from "vitest";

import { itReadsMatch } from "../../../../tests/support/readings";
import { findAmount, priceChange } from "./amounts.server";

const money = (pence: number) => ({ kind: "money", pence });

describe("amounts in an operator's words", () => {
  itReadsMatch(findAmount, {
    "never reads a size as money": {
      "the 4 inch ones": null,
      'set the 3.5" protector to 5.49': money(549),
      "the 128 gb card down 2": money(200),
    },
    "never reads a count of things as money": {
      "one of her 2 consoles came with a cracked screen": null,
      "3 of them arrived scratched": null,
      "we sold 12 units yesterday": null,
      // (a figure alone, or before a word that is no thing counted, is still money)
      "the dock down 2": money(200),
      "case to 9 for the weekend": money(900),
    },
  });

  it("reads 'on' a day after a new price as when, not a sum put on", () => {
    expect(priceChange("dock down to 12.99 on saturday")).toEqual({ mode: "set", pence: 1299 });
    expect(priceChange("case to £9.99 on black friday")).toEqual({ mode: "set", pence: 999 });
    expect(priceChange("put £2 on the dock")).toMatchObject({ mode: "by", pence: 200 });
  });

  // (a day named by its event, or "the day" an earlier word named, is when too)
  it("reads 'on' an event's day after a new price as when", () => {
    expect(priceChange("case down to 9.99 on valentines day")).toEqual({ mode: "set", pence: 999 });
    expect(priceChange("mothers day: dock to 12.99 on the day")).toEqual({ mode: "set", pence: 1299 });
    expect(priceChange("dock to 11.99 on new years eve")).toEqual({ mode: "set", pence: 1199 });
    expect(priceChange("put £2 on the dock today")).toMatchObject({ mode: "by", pence: 200 });
  });
});
