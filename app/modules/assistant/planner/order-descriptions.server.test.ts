// Orders described rather than named: by an item on them, and by a status said in a clause.
import { describe, expect, it } from "vitest";

import { DEMO_ORDERS, demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { statusClausesAsWords } from "./order-descriptions.server";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
// Callum's and Priya's orders have an R36 Ultra each; Tom's has the X55 and a carry case
const orders = DEMO_ORDERS.map((o) =>
  o.items.length ? o : { ...o, items: [{ name: "R36 Ultra Handheld", quantity: 1 }] },
);
const lookup = demoLookup({ orders: async () => orders });
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");
const TOM = "RH-8T3N6P2W5C";

describe("statusClausesAsWords", () => {
  it.each([
    ["the order that's shipped can go to delivered", "the shipped order can go to delivered"],
    ["the one which is still pending", "the pending one"],
    ["move everything that's pending to processing", "move all the pending orders to processing"],
    ["anything still processing", "all the processing orders"],
  ])("%s", (text, words) => expect(statusClausesAsWords(text)).toBe(words));

  it("leaves money moved on every order a status selects as said, to be declined", async () => {
    expect(statusClausesAsWords("cancel every order that's still processing")).toBe(
      "cancel every order that's still processing",
    );
    expect((await plan("cancel every order that's still processing")).toolCalls).toEqual([]);
  });

  it("leaves a status said of something else", () => {
    expect(statusClausesAsWords("everything that's draft")).toBe("everything that's draft");
  });
});

describe("an order selected by an item on it", () => {
  it.each([
    "cancel the order with the x55 in it",
    "cancel the x55 order",
    "cancel the order containing the carry case",
  ])("%s is the one order with it", async (text) => {
    expect((await plan(text)).toolCalls).toEqual([{ name: "cancel_order", arguments: { orderNumber: TOM } }]);
  });

  it("refunds the order with that item in full when the words say so", async () => {
    expect((await plan("refund the x55 order in full")).toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: TOM, full: true } },
    ]);
  });

  it("asks which when several orders have it, and keeps to a status said", async () => {
    const several = await plan("cancel the order with the ultra in it");
    expect(several.toolCalls).toEqual([]);
    expect(several.message).toMatch(/^Which order with the R36 Ultra/);
    expect((await plan("cancel the processing order with the ultra in it")).toolCalls).toEqual([]);
  });

  it("says there is none when no order has it", async () => {
    const result = await plan("cancel the order with the dock in it");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toContain("There is no order with the USB-C Charging Dock on it");
  });

  it("never moves a named customer's money to another customer's order with the item", async () => {
    expect((await plan("cancel john smith's order with the x55")).toolCalls).toEqual([]);
  });
});

describe("an order selected by a status said in a clause", () => {
  it("changes the one order in that status", async () => {
    expect((await plan("the order that's processing can go back to pending")).toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: TOM, status: "pending" } },
    ]);
    expect((await plan("put the processing one back to pending")).toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: TOM, status: "pending" } },
    ]);
  });

  it("changes every order in that status", async () => {
    const result = await plan("shift everything that's pending over to processing");
    expect(result.toolCalls.map((c) => c.arguments)).toEqual([
      { orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
      { orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
    ]);
  });
});
