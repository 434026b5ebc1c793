import { describe, expect, it } from "vitest";

import { DEMO_ORDERS, demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { cardsOf, itPlans, planAt } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const plan = (content: string, orders = DEMO_ORDERS) =>
  planAt(content, { lookup: demoLookup({ orders: async () => orders }) });

describe("an order named by what is in it", () => {
  itPlans(cardsOf, {
    "is the one order with that item": allRead(
      [
        "mark the order with the carry case in it as delivered",
        "the x55 order has been delivered",
        "the chap who ordered the x55, mark it delivered",
      ],
      [{ tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "delivered" }],
    ),
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
    expect(await cardsOf("mark priya's order as processing")).toEqual([
      { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
    ]);
    const unnamed = await plan("mark the big order as shipped");
    expect(unnamed.toolCalls).toEqual([]);
  });
});
