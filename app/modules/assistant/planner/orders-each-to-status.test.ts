// "tom to processing, callum to pending", "callum delivered. priya cancel": each customer's order to the status
// said after it, one part each.
import { describe, expect, it } from "vitest";

import { cardsOf, itPlans, planAt } from "../../../../tests/support/planner-plan";

describe("several orders each to a status, after commas", () => {
  itPlans(cardsOf, {
    "moves each to its own status": {
      "callum to processing, tom back to pending": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" },
      ],
      "tom to processing, callum to processing, priya leave as is": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "processing" },
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
      ],
    },
    "reads terse sentences of whose order and what of it as one part each": {
      "callum delivered. tom shipped royal mail TT555666777GB. priya cancel": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "delivered" },
        {
          tool: "update_order",
          orderNumber: "RH-8T3N6P2W5C",
          status: "shipped",
          carrier: "royal_mail",
          trackingNumber: "TT555666777GB",
        },
        { tool: "cancel_order", orderNumber: "RH-4F7K2M9Q1A" },
      ],
    },
  });

  // (a status said as how things stand is carried out by no card: it is asked about, beside the other part's card)
  it("asks for the tracking number of an order said to have shipped, beside the other part's card", async () => {
    const plan = await planAt("refund tom a fiver. callum shipped already");
    expect(plan.toolCalls).toEqual([
      { name: "refund_order", arguments: { orderNumber: "RH-8T3N6P2W5C", amount: "5.00" } },
    ]);
    expect(plan.message).toContain("What is the tracking number for Callum Reid's order RH-6D1L8S5Y0E");
  });
  itPlans(cardsOf, {
    "keeps a comma inside one request whole": {
      "the dock, the one in the box, to 14.99": [{ tool: "update_addon", id: "a-usb-c-charging-dock", price: "14.99" }],
    },
  });
});
