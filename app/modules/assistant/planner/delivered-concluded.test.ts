import { describe, expect, it } from "vitest";

import { cardsOf, itPlans, planAt } from "../../../../tests/support/planner-plan";

describe("a delivery concluded at the end of a story", () => {
  itPlans(cardsOf, {
    "marks the named customer's order delivered": {
      "callum rang to say it turned up fine so that's delivered": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "delivered" },
      ],
      "priya said both came so it's delivered": [
        { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "delivered" },
      ],
    },
  });

  it("asks which order when no customer is named", async () => {
    const plan = await planAt("it arrived so that's delivered");
    expect({ reply: plan.reply, cards: plan.toolCalls.length }).toEqual({ reply: "ask", cards: 0 });
  });
});
