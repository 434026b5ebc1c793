import { describe, expect, it } from "vitest";

import { DEMO_ORDERS, demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const plan = (content: string, orders = DEMO_ORDERS) =>
  builtInPlan([{ role: "user", content }], demoLookup({ orders: async () => orders }), NOW, "owner");
const cards = async (content: string, orders = DEMO_ORDERS) =>
  (await plan(content, orders)).toolCalls.map((c) => ({ tool: c.name, ...c.arguments }));

describe("an order named by what is in it", () => {
  it("is the one order with that item", async () => {
    for (const text of [
      "mark the order with the carry case in it as delivered",
      "the x55 order has been delivered",
      "the chap who ordered the x55, mark it delivered",
    ])
      expect(await cards(text), text).toEqual([
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "delivered" },
      ]);
  });

  it("selects nothing when no order has the item, and asks when several do", async () => {
    const none = await plan("mark the dock order as shipped");
    expect(none.toolCalls).toEqual([]);
    expect(none.message).toMatch(/There is no order with the USB-C Charging Dock on it/);
    const twice = DEMO_ORDERS.map((o) => ({ ...o, items: [{ name: "X55 Handheld", quantity: 1 }] }));
    const asked = await plan("cancel the x55 order", twice);
    expect(asked.toolCalls).toEqual([]);
    expect(asked.reply).toBe("ask");
  });

  it("leaves an order named another way to that way", async () => {
    expect(await cards("mark priya's order as processing")).toEqual([
      { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
    ]);
    const unnamed = await plan("mark the big order as shipped");
    expect(unnamed.toolCalls).toEqual([]);
  });
});
