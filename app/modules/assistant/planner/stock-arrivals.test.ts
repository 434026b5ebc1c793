// Stock that arrived, said as "another N": added to the count, for an item or one of its colours.
import { describe } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import type { CatalogItem } from "./lookup";

const base = demoLookup();
const withColours = (item: CatalogItem): CatalogItem =>
  item.slug === "r36-ultra"
    ? { ...item, variants: ["Carbon Black", "Arctic White", "Ocean Teal"].map((name) => ({ name, stock: 4 })) }
    : item;
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(withColours) });
const calls = (content: string) => callsOf(content, { lookup });

describe("another N that arrived", () => {
  itPlans(calls, {
    "adds them to the item's or the colour's count": {
      "another 20 r36s turned up": [{ name: "update_product", arguments: { id: "p-r36-console", stockQuantity: 140 } }],
      "another 6 teal ultras came in": [
        { name: "set_variant_stock", arguments: { id: "p-r36-ultra", variant: "Ocean Teal", stock: 10 } },
      ],
    },
    "changes no price, and nothing without an arrival or a colour": {
      "another 20 r36s": [],
    },
  });
});
