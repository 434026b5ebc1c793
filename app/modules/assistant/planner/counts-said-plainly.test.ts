// A count said as news rather than as a command: units that turned up add to the shelf ("another 8 red x55s
// turned up"), what a stocktake found or what is left altogether is the count ("after counting, r36s total is
// 80", "we've only 4 x55s left altogether"); a count before each colour is that colour's ("x55 6 stealth black
// 2 crimson red").
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, planAt } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";
import type { CatalogItem } from "./lookup";

const base = demoLookup();
const OPTIONS: Record<string, string[]> = {
  "x55-console": ["Stealth Black", "Glacier Blue", "Crimson Red"],
  "screen-protector-3-pack": ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"],
};
/** the X55 in three colours of 15, the screen protectors in three sizes of 15 */
const withColours = (item: CatalogItem): CatalogItem =>
  OPTIONS[item.slug] ? { ...item, variants: OPTIONS[item.slug].map((name) => ({ name, stock: 15 })) } : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const stockOf = async (content: string) =>
  (await planAt(content, { lookup })).toolCalls
    .filter((c) => !c.name.startsWith("get_"))
    .map((c) => [c.name, c.arguments.variant ?? c.arguments.id, c.arguments.stock ?? c.arguments.stockQuantity]);

describe("a count said as news", () => {
  itPlans(stockOf, {
    // units that turned up are added; what a stocktake found or what is left altogether is the count
    "adds what turned up and sets what was counted": {
      "another 8 red x55s turned up": [["set_variant_stock", "Crimson Red", 23]],
      "5 stealth black x55s showed up this morning": [["set_variant_stock", "Stealth Black", 20]],
      "another 20 ultras arrived": [["update_product", "p-r36-ultra", 28]],
      "after counting up this morning r36s total is 80": [["update_product", "p-r36-console", 80]],
      "stocktake done: the ultra's total is 7": [["update_product", "p-r36-ultra", 7]],
      "we've only 4 x55s left altogether": [["update_product", "p-x55-console", 4]],
      "we've just 2 red x55s left in total": [["set_variant_stock", "Crimson Red", 2]],
    },
    "is no count when asked about, or when no item's units are counted": allRead(
      ["have another 8 red x55s turned up?", "tom's 2 parcels turned up"],
      [],
    ),
  });

  it("is never a question's count", async () => {
    expect(await stockOf("have we only 4 x55s left altogether?")).toEqual([]);
    expect(await stockOf("what's the r36s total")).toEqual([]);
  });
});

describe("a count before each colour", () => {
  itPlans(stockOf, {
    "is that colour's count": {
      "x55 6 stealth black 2 crimson red": [
        ["set_variant_stock", "Stealth Black", 6],
        ["set_variant_stock", "Crimson Red", 2],
      ],
      "3 glacier blue 3 crimson red x55s": [
        ["set_variant_stock", "Glacier Blue", 3],
        ["set_variant_stock", "Crimson Red", 3],
      ],
    },
    "is no count when a figure is left over or money is said": allRead(
      ["x55 6 stealth black 2 crimson red 4", "x55 6 stealth black 2 crimson red at £3"],
      [],
    ),
  });
});

describe("an add-on's size named by the console it fits", () => {
  itPlans(stockOf, {
    "is that size's count": {
      "8 more of the ultra size screen protectors": [["set_variant_stock", "4-inch (R36 Ultra)", 23]],
      "screen protectors for the r36s: 6 left": [["set_variant_stock", "3.5-inch (R36S)", 6]],
    },
    "leaves the console's own count alone, and a console's code alone names no size": {
      "x55 stock to 50": [["update_product", "p-x55-console", 50]],
      "screen protector for the r36 +4": [],
    },
  });
});
