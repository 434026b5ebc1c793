// A request made politely ("could you please add 5 to …, and 3 to …") lends its verb to the parts after it as a
// bare one does: the verb is the one after "could you please", never "could".
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf } from "../../../../tests/support/planner-plan";
import type { CatalogItem } from "./lookup";

const base = demoLookup();
const COLOURS: Record<string, string[]> = {
  "r36-console": ["Midnight Black", "Retro Grey", "Translucent Purple", "Sunset Orange"],
  "r36-ultra": ["Carbon Black", "Arctic White", "Ocean Teal"],
};
const withColours = (item: CatalogItem): CatalogItem =>
  COLOURS[item.slug] ? { ...item, variants: COLOURS[item.slug].map((name) => ({ name, stock: 10 })) } : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const cards = async (content: string) =>
  (await callsOf(content, { lookup })).map((c) => [c.name, c.arguments.id, c.arguments.status ?? c.arguments.stock]);

describe("a polite request's verb, lent to the parts after it", () => {
  it("is the verb after the polite words", async () => {
    const bare = await cards("add 5 to the grey r36s, and 3 to the ocean teal ultras");
    expect(bare).toEqual([
      ["set_variant_stock", "p-r36-console", 15],
      ["set_variant_stock", "p-r36-ultra", 13],
    ]);
    for (const lead of ["could you please ", "can you ", "please ", "would you "])
      expect(await cards(`${lead}add 5 to the grey r36s, and 3 to the ocean teal ultras`)).toEqual(bare);
    expect(await cards("can you hide the x55 and the ultra")).toEqual([
      ["update_product", "p-x55-console", "draft"],
      ["update_product", "p-r36-ultra", "draft"],
    ]);
  });

  it("lends nothing to a part that says its own request", async () => {
    expect(await cards("could you hide the x55 and set the ultra to 20 in stock")).toEqual([
      ["update_product", "p-x55-console", "draft"],
      ["update_product", "p-r36-ultra", undefined],
    ]);
  });
});
