import { describe } from "vitest";

import { cardsOf, itPlans, replyAndCards } from "../../../../tests/support/planner-plan";

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

  itPlans(replyAndCards, {
    "asks which order when no customer is named": { "it arrived so that's delivered": { reply: "ask", cards: [] } },
  });
});
