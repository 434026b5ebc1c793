// A share of what was paid given back is a refund of that share: "give callum half his money back". Phrasings
// written for the rule, not taken from any corpus.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const lookup = demoLookup();
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("a share of the money given back", () => {
  it("refunds half, or the percentage, of what was paid", async () => {
    for (const [text, amount] of [
      ["send tom half his money back", "66.49"],
      ["priya should get half her money back", "39.99"],
      ["half back to callum", "28.49"],
      ["tom gets 25% of his order back", "33.25"],
    ])
      expect((await plan(text)).toolCalls, text).toEqual([
        { name: "refund_order", arguments: { orderNumber: expect.any(String), amount } },
      ]);
  });

  it("is no refund when the share is of a price or of stock", async () => {
    for (const text of ["put the x55 back to half price", "half the stock back in the x55"])
      expect(
        (await plan(text)).toolCalls.map((c) => c.name),
        text,
      ).not.toContain("refund_order");
  });
});
