// Orders described rather than named: by an item on them, and by a status said in a clause.
import { describe, expect, it } from "vitest";

import { DEMO_ORDERS, demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, itPlans, planAt } from "../../../../tests/support/planner-plan";
import { allRead, expectUnchanged, itReads } from "../../../../tests/support/readings";
import { statusClausesAsWords } from "./order-descriptions.server";

// Callum's and Priya's orders have an R36 Ultra each; Tom's has the X55 and a carry case
const orders = DEMO_ORDERS.map((o) =>
  o.items.length ? o : { ...o, items: [{ name: "R36 Ultra Handheld", quantity: 1 }] },
);
const lookup = demoLookup({ orders: async () => orders });
const plan = (content: string) => planAt(content, { lookup });
const calls = (content: string) => callsOf(content, { lookup });
const TOM = "RH-8T3N6P2W5C";

describe("statusClausesAsWords", () => {
  itReads(statusClausesAsWords, {
    "reads a status said in a clause as a word before the order": {
      "the order that's shipped can go to delivered": "the shipped order can go to delivered",
      "the one which is still pending": "the pending one",
      "move everything that's pending to processing": "move all the pending orders to processing",
      "anything still processing": "all the processing orders",
    },
  });

  it("leaves money moved on every order a status selects as said, to be declined", async () => {
    expectUnchanged(statusClausesAsWords, ["cancel every order that's still processing"]);
    expect(await calls("cancel every order that's still processing")).toEqual([]);
  });
  itReads(statusClausesAsWords, {
    "leaves a status said of something else": ["everything that's draft"],
  });
});

describe("an order selected by an item on it", () => {
  itPlans(calls, {
    "is the one order with it": allRead(
      ["cancel the order with the x55 in it", "cancel the x55 order", "cancel the order containing the carry case"],
      [{ name: "cancel_order", arguments: { orderNumber: TOM } }],
    ),
  });

  it("refunds the order with that item in full when the words say so", async () => {
    expect(await calls("refund the x55 order in full")).toEqual([
      { name: "refund_order", arguments: { orderNumber: TOM, full: true } },
    ]);
  });

  it("asks which when several orders have it, and keeps to a status said", async () => {
    const several = await plan("cancel the order with the ultra in it");
    expect(several.toolCalls).toEqual([]);
    expect(several.message).toMatch(/^Which order with the R36 Ultra/);
    expect(await calls("cancel the processing order with the ultra in it")).toEqual([]);
  });

  it("says there is none when no order has it", async () => {
    const result = await plan("cancel the order with the dock in it");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toContain("There is no order with the USB-C Charging Dock on it");
  });

  it("never moves a named customer's money to another customer's order with the item", async () => {
    expect(await calls("cancel john smith's order with the x55")).toEqual([]);
  });
});

describe("an order selected by a status said in a clause", () => {
  itPlans(calls, {
    "changes the one order in that status": allRead(
      ["the order that's processing can go back to pending", "put the processing one back to pending"],
      [{ name: "update_order", arguments: { orderNumber: TOM, status: "pending" } }],
    ),
  });

  it("changes every order in that status", async () => {
    const toolCalls = await calls("shift everything that's pending over to processing");
    expect(toolCalls.map((c) => c.arguments)).toEqual([
      { orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
      { orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
    ]);
  });
});

describe("orders said as 'ones' after their status", () => {
  itReads(statusClausesAsWords, {
    "reads them as orders": {
      "all the processing ones are shipped now": "all the processing orders are shipped now",
      "the pending one's been paid": "the pending order has been paid",
      "put everything pending into processing": "put all the pending orders into processing",
    },
    "leaves 'everything' with a status that says what happened, and ones of no status": [
      "has everything shipped",
      "the blue ones are shipped",
    ],
  });
});
