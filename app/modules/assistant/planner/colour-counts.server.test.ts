// One colour's count said as a fact ("the white ultra is 0 now", "carbon black ultras: there are actually 7",
// "black & orange cases 22", "the orange r36s are gone, zero them") sets that colour's stock.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, itPlans, itPlansMatch } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";
import { colourCountWords } from "./colour-counts.server";
import type { CatalogItem } from "./lookup";

const base = demoLookup();
const COLOURS: Record<string, string[]> = {
  "r36-console": ["Midnight Black", "Retro Grey", "Translucent Purple", "Sunset Orange"],
  "r36-ultra": ["Carbon Black", "Arctic White", "Ocean Teal"],
  "hard-shell-carry-case": ["Black and Orange", "All Black"],
};
const withColours = (item: CatalogItem): CatalogItem =>
  COLOURS[item.slug] ? { ...item, variants: COLOURS[item.slug].map((name) => ({ name, stock: 10 })) } : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const calls = (content: string) => callsOf(content, { lookup });
const countWords = async (text: string) => colourCountWords(text, await lookup.catalog());
// toMatchObject holds an array to its length: one card, and that card the colour's stock set
const setsStock = (id: string, variant: string, stock: number) => [
  { name: "set_variant_stock", arguments: { id, variant, stock } },
];

describe("colourCountWords", () => {
  itPlans(countWords, {
    "reads the count as the colour's stock set": {
      "the grey r36s is 12 now": "set grey r36s stock to 12",
      "teal ultras: there are actually 3": "set teal ultras stock to 3",
      "all black cases 9": "set all black cases stock to 9",
      "the purple r36s are all gone": "set purple r36s stock to 0",
      "ultra arctic white to 6": "set ultra arctic white stock to 6",
    },
    "reads no colour's count said as a fact in other words": allRead(
      [
        "the ultra is 0 now",
        "r36s to 40",
        "the grey r36s are gone, 3 came back",
        "add 5 to the grey r36s",
        "grey r36s down to 4",
        "grey r36s to 44.99",
      ],
      null,
    ),
  });
});

describe("a colour's count said as a fact", () => {
  itPlansMatch(calls, {
    "sets that colour's stock": {
      "the arctic white ultra is 0 now": setsStock("p-r36-ultra", "Arctic White", 0),
      "teal ultras: there are actually 3": setsStock("p-r36-ultra", "Ocean Teal", 3),
      "black & orange cases 14": setsStock("a-hard-shell-carry-case", "Black and Orange", 14),
      "the purple r36s have all gone, not one left, zero them": setsStock("p-r36-console", "Translucent Purple", 0),
      "zero the grey r36s": setsStock("p-r36-console", "Retro Grey", 0),
      "r36s retro grey to 0": setsStock("p-r36-console", "Retro Grey", 0),
    },
  });

  it("asks about a colour the item does not come in", async () => {
    expect(await calls("the pink ultra is 0 now")).toEqual([]);
  });

  it("still reads a correction said with 'actually'", async () => {
    expect((await calls("x55 to 99.99, actually 97.99"))[0]?.arguments).toMatchObject({ price: "97.99" });
  });
});

describe("zero said after a dash", () => {
  // a change by nothing is never asked for: "- zero" is the dash of a list, so the count is zero
  it.each([
    ["arctic white ultra - zero, the final one went yesterday", "p-r36-ultra", "Arctic White"],
    ["teal ultras - 0", "p-r36-ultra", "Ocean Teal"],
    ["grey r36s - zero, sold the last one at the market", "p-r36-console", "Retro Grey"],
  ])("%s sets the count to zero, whatever the reason after it says", async (words, id, variant) => {
    expect(await calls(words)).toMatchObject(setsStock(id, variant, 0));
  });
  itPlansMatch(calls, {
    "still takes a number said after a dash off the count": {
      "teal ultras - 2": setsStock("p-r36-ultra", "Ocean Teal", 8),
      "grey r36s -3, sold them at the market": setsStock("p-r36-console", "Retro Grey", 7),
    },
  });
});
