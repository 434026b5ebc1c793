// Counts with a split, a level stated and an arrival, planned over the demo catalogue with the X55's colours.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, expectCards } from "../../../../tests/support/planner-plan";
import type { CatalogItem, PlannerLookup } from "./lookup";
import { eachShare } from "./stock-splits.server";

const base = demoLookup();
const COLOURS = ["Stealth Black", "Glacier Blue", "Crimson Red"];
const x55Colours: PlannerLookup = {
  ...base,
  catalog: async () =>
    (await base.catalog()).map((i): CatalogItem =>
      i.slug === "x55-console" ? { ...i, stock: 45, variants: COLOURS.map((name) => ({ name, stock: 15 })) } : i,
    ),
};
const calls = async (content: string) => (await callsOf(content, { lookup: x55Colours })).map((c) => c.arguments);

describe("a count for every option with its split", () => {
  it("gives each option its share", async () => {
    expect((await calls("restock the x55 with 30, 10 of each colour")).map((a) => a.stock)).toEqual([25, 25, 25]);
    expect((await calls("12 more x55s came in, 4 of each colour")).map((a) => a.stock)).toEqual([19, 19, 19]);
    expect((await calls("x55 delivery of 6 landed, 2 per colour")).map((a) => a.stock)).toEqual([17, 17, 17]);
  });

  it("asks when the shares do not add up to the total", async () => {
    expect(await calls("restock the x55 with 40, 10 of each colour")).toEqual([]);
    expect(eachShare("40, 10 of each", 3)).toBe("mismatch");
    expect(eachShare("10 of each", 3)).toBeNull();
  });
});

describe("a level stated and an arrival", () => {
  it("sets a level the words state", async () => {
    expect(await calls("the r36s stock is 5 now")).toEqual([{ id: "p-r36-console", stockQuantity: 5 }]);
    expect(await calls("x55 stock is 0 now, the fair cleared us out")).toEqual([
      { id: "p-x55-console", stockQuantity: 0 },
    ]);
  });

  it("adds what has come in to the shelf", async () => {
    expect((await calls("six glacier blue x55s have come in")).map((a) => a.stock)).toEqual([21]);
  });
});

describe("a count split evenly across the options", () => {
  it("gives each option an equal share, and asks when it does not divide", async () => {
    expect((await calls("add 15 x55s, split evenly across the colours")).map((a) => a.stock)).toEqual([20, 20, 20]);
    expect(await calls("add 10 x55s, split evenly across the colours")).toEqual([]);
  });
});

// A count moved "down by" or "up by" a number: taken off or added to what is there, whatever reason follows
// ("a box got damaged" is why, never a delivery that adds).
describe("a count moved down or up by a number", () => {
  it("takes the number off or adds it to what is there", () => {
    const stocked = (stock: number) => [expect.objectContaining({ id: "p-x55-console", stock })];
    return expectCards(calls, {
      "glacier blue x55 down by 4, a box got damaged": stocked(11),
      "crimson red x55 stock down by 3 - courier dropped them": stocked(12),
      "stealth black x55 down by 2": stocked(13),
      "glacier blue x55 up by 5, got a few back from the fair": stocked(20),
      "stock of the stealth black x55 up by 6": stocked(21),
    });
  });

  it("still sets a count said 'down to'", async () => {
    expect(await calls("glacier blue x55 down to 9, a box got damaged")).toEqual([
      expect.objectContaining({ stock: 9 }),
    ]);
  });

  it("leaves a price moved down by money to the price", async () => {
    expect(await calls("x55 down by £5")).toEqual([{ id: "p-x55-console", price: "114.99" }]);
  });
});
