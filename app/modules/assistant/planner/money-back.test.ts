// A customer's money going back without the word "refund": "give back money to …", "give … back everything he
// paid", "pay … back for the x55", "half of …'s money back"; and an item named by its model's short name.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");
const TOM = "RH-8T3N6P2W5C";

describe("money given back, in full", () => {
  it.each([
    "give back money to tom, all of it",
    "give tom back everything he paid",
    "send back the money to tom in full",
    "tom's money back please",
  ])("%s refunds the order in full", async (text) => {
    expect((await plan(text)).toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: TOM, full: true } },
    ]);
  });

  it("half of someone's money back is half of what was paid", async () => {
    expect((await plan("half of tom's money back")).toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: TOM, amount: "66.49" } },
    ]);
  });
});

describe("money given back for one item", () => {
  it.each([
    ["pay tom back for the x55 only", {}],
    ["refund tom for the x55 and restock it", { restock: true }],
  ])("%s refunds that line", async (text, restock) => {
    expect((await plan(text)).toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: TOM, lines: [{ index: 0, quantity: 1 }], ...restock } },
    ]);
  });
});

describe("words that are no refund", () => {
  it.each(["edit the shop's money back guarantee", "pay tom back", "give tom back his case"])(
    "%s proposes no refund",
    async (text) => {
      expect((await plan(text)).toolCalls).toEqual([]);
    },
  );
});
