// Counts, pairs and directions said in passing: units lost come off the count ("3 got smashed"), two colours
// joined by "and" are both changed, a change "by" an amount goes the way the part before said (and is asked
// about when no part says), and one "off" turns off each switch named.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { plannerOver } from "../../../../tests/support/planner-plan";
import { priceChange } from "./amounts.server";
import type { CatalogItem } from "./lookup";
import { sameDirection } from "./part-references.server";

const base = demoLookup();
const X55_COLOURS = ["Stealth Black", "Glacier Blue", "Crimson Red"];
/** the X55 as the shop sells it, in three colours of 15 */
const withColours = (item: CatalogItem): CatalogItem =>
  item.slug === "x55-console" ? { ...item, variants: X55_COLOURS.map((name) => ({ name, stock: 15 })) } : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const { changes } = plannerOver(lookup);
const stockOf = async (content: string) =>
  (await changes(content)).map((c) => [c.name, c.arguments.variant, c.arguments.stock]);

describe("units lost", () => {
  it("come off the colour's count", async () => {
    expect(await stockOf("x55 stealth black, 3 got smashed in the post")).toEqual([
      ["set_variant_stock", "Stealth Black", 12],
    ]);
    expect(await stockOf("2 of the glacier blue x55s were nicked off the stall")).toEqual([
      ["set_variant_stock", "Glacier Blue", 13],
    ]);
    expect(await stockOf("crimson red x55: 4 sent back to the supplier")).toEqual([
      ["set_variant_stock", "Crimson Red", 11],
    ]);
  });

  it("beside a delivery or a new count are asked about, not guessed", async () => {
    expect(await changes("received 10 crimson red x55s, 2 damaged")).toEqual([]);
  });

  it("said without a count of their own leave the count that was said", async () => {
    expect(await stockOf("crimson red x55 down to 9, we found a few damaged")).toEqual([
      ["set_variant_stock", "Crimson Red", 9],
    ]);
  });
});

describe("two colours joined by 'and'", () => {
  it("both take the count", async () => {
    const both = [
      ["set_variant_stock", "Glacier Blue", 20],
      ["set_variant_stock", "Crimson Red", 20],
    ];
    expect(await stockOf("the x55 in blue and red, 20 of each")).toEqual(both);
    expect(await stockOf("set blue and red x55s to 20")).toEqual(both);
  });
});

describe("every colour, and what is left", () => {
  it("sets each colour when every colour is named with the item between", async () => {
    expect(await stockOf("set every x55 colour to 8")).toEqual(X55_COLOURS.map((v) => ["set_variant_stock", v, 8]));
  });

  it("reads 'we've only got 3 … left' as the count on the shelf, not a question", async () => {
    expect(await stockOf("we've only got 3 crimson red x55s left")).toEqual([["set_variant_stock", "Crimson Red", 3]]);
  });
});

describe("a price changed 'by' an amount", () => {
  it("without a way is asked about, never made the price", async () => {
    expect(priceChange("the dock by 2 quid")).toBeNull();
    expect(await changes("the x55 by a tenner")).toEqual([]);
  });

  it("goes the way the part before said", async () => {
    expect(sameDirection("the ultra by 3 quid", "x55 cheaper by a fiver")).toBe("the ultra by 3 quid cheaper");
    expect(sameDirection("the ultra by 3 quid", "x55 down by a fiver, r36s up by 2")).toBeNull();
    const prices = (await changes("ultra dearer by a fiver n the x55 by a tenner")).map((c) => c.arguments.price);
    expect(prices).toEqual(["84.99", "129.99"]);
  });
});

describe("several switches in one request", () => {
  it("each take the one 'off' said", async () => {
    const calls = await changes("turn the newsletter signup off and the tracking page too");
    expect(calls.map((c) => c.arguments)).toEqual([{ trackingPageEnabled: false }, { emailCollectorEnabled: false }]);
  });
});

describe("a code once per customer", () => {
  it("however the limit is put", async () => {
    const [code] = await changes("code THANKS for 10% off, single use per customer");
    expect(code.arguments).toMatchObject({ code: "THANKS", onePerEmail: true });
    const [turned] = await changes("new code WELCOME3 for £3 off, every person may only use it once");
    expect(turned.arguments).toMatchObject({ code: "WELCOME3", onePerEmail: true });
  });
});
