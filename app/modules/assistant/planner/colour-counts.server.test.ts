// One colour's count said as a fact ("the white ultra is 0 now", "carbon black ultras: there are actually 7",
// "black & orange cases 22", "the orange r36s are gone, zero them") sets that colour's stock.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { colourCountWords } from "./colour-counts.server";
import type { CatalogItem } from "./lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const base = demoLookup();
const COLOURS: Record<string, string[]> = {
  "r36-console": ["Midnight Black", "Retro Grey", "Translucent Purple", "Sunset Orange"],
  "r36-ultra": ["Carbon Black", "Arctic White", "Ocean Teal"],
  "hard-shell-carry-case": ["Black and Orange", "All Black"],
};
const withColours = (item: CatalogItem): CatalogItem =>
  COLOURS[item.slug] ? { ...item, variants: COLOURS[item.slug].map((name) => ({ name, stock: 10 })) } : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("colourCountWords", () => {
  it.each([
    ["the grey r36s is 12 now", "set grey r36s stock to 12"],
    ["teal ultras: there are actually 3", "set teal ultras stock to 3"],
    ["all black cases 9", "set all black cases stock to 9"],
    ["the purple r36s are all gone", "set purple r36s stock to 0"],
  ])("%s", async (text, words) => expect(colourCountWords(text, await lookup.catalog())).toBe(words));

  it.each(["the ultra is 0 now", "r36s to 40", "the grey r36s are gone, 3 came back", "add 5 to the grey r36s"])(
    "%s is no colour's count said as a fact",
    async (text) => expect(colourCountWords(text, await lookup.catalog())).toBeNull(),
  );
});

describe("a colour's count said as a fact", () => {
  it.each([
    ["the arctic white ultra is 0 now", "p-r36-ultra", "Arctic White", 0],
    ["teal ultras: there are actually 3", "p-r36-ultra", "Ocean Teal", 3],
    ["black & orange cases 14", "a-hard-shell-carry-case", "Black and Orange", 14],
    ["the purple r36s have all gone, not one left, zero them", "p-r36-console", "Translucent Purple", 0],
    ["zero the grey r36s", "p-r36-console", "Retro Grey", 0],
  ])("%s sets that colour's stock", async (text, id, variant, stock) => {
    const result = await plan(text);
    expect(result.toolCalls).toHaveLength(1);
    expect(result.toolCalls[0]).toMatchObject({ name: "set_variant_stock", arguments: { id, variant, stock } });
  });

  it("asks about a colour the item does not come in", async () => {
    expect((await plan("the pink ultra is 0 now")).toolCalls).toEqual([]);
  });

  it("still reads a correction said with 'actually'", async () => {
    expect((await plan("x55 to 99.99, actually 97.99")).toolCalls[0]?.arguments).toMatchObject({ price: "97.99" });
  });
});
