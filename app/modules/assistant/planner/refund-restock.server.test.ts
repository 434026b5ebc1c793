import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";
import { backIntoStock } from "./refund-restock.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");

describe("a refund that puts its items back into stock", () => {
  it.each([
    "refund it and put it back in stock",
    "refund the case, restock it",
    "refund him and pop it back on the shelf",
    "refund her for it and return it to stock",
    "refund the x55, put them back on the shelves",
    "refund that one and add it to stock",
  ])("%s restocks", (text) => {
    expect(backIntoStock(text)).toBe(true);
  });

  it.each([
    "refund tom for the case",
    "refund it, it's going on the shelf at the post office",
    "refund her, she returned it to the shop yesterday",
    "refund it, the stock is fine",
  ])("%s leaves the stock alone", (text) => {
    expect(backIntoStock(text)).toBe(false);
  });

  it("proposes the refund with the restock", async () => {
    const { toolCalls } = await plan("tom's returning the carry case, refund it and pop it back on the shelf");
    expect(toolCalls).toEqual([
      expect.objectContaining({
        name: "refund_order",
        arguments: expect.objectContaining({ orderNumber: "RH-8T3N6P2W5C", restock: true }),
      }),
    ]);
  });
});
