// A count moved "down by" or "up by" a number: taken off or added to what is there, whatever reason follows
// ("a box got damaged" is why, never a delivery that adds). Planned over the demo with the X55's colours.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import type { CatalogItem, PlannerLookup } from "./lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const base = demoLookup();
const COLOURS = ["Stealth Black", "Glacier Blue", "Crimson Red"];
const x55Colours: PlannerLookup = {
  ...base,
  catalog: async () =>
    (await base.catalog()).map((i): CatalogItem =>
      i.slug === "x55-console" ? { ...i, stock: 45, variants: COLOURS.map((name) => ({ name, stock: 15 })) } : i,
    ),
};
const calls = async (content: string) =>
  (await builtInPlan([{ role: "user", content }], x55Colours, NOW, "owner")).toolCalls.map((c) => c.arguments);

describe("a count moved down or up by a number", () => {
  it.each([
    ["glacier blue x55 down by 4, a box got damaged", 11],
    ["crimson red x55 stock down by 3 - courier dropped them", 12],
    ["stealth black x55 down by 2", 13],
    ["glacier blue x55 up by 5, got a few back from the fair", 20],
    ["stock of the stealth black x55 up by 6", 21],
  ])("%s", async (text, stock) => {
    expect(await calls(text)).toEqual([expect.objectContaining({ id: "p-x55-console", stock })]);
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
