// "the processing x55 order": an order described by its status and an item on it, the status no change of its own.
import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";

const TOM = "RH-8T3N6P2W5C";

describe("an order named by its status and an item on it", () => {
  itPlans(cardsOf, {
    "is the order in that status with the item": {
      "the processing x55 order has gone evri, no tracking": [
        { tool: "update_order", orderNumber: TOM, status: "shipped", carrier: "evri" },
      ],
      "cancel the processing x55 order": [{ tool: "cancel_order", orderNumber: TOM }],
      "cancel tom's processing x55 order": [{ tool: "cancel_order", orderNumber: TOM }],
    },
    "selects nothing when no order in that status has the item": {
      "the pending x55 order has gone evri, no tracking": [],
      "refund the pending x55 order in full": [],
    },
  });
});
