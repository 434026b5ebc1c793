import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";

describe("orders moved 'into' a status", () => {
  itPlans(cardsOf, {
    "read as 'to' that status": {
      "all the processing orders into pending": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" },
      ],
      "callum's into processing": [{ tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" }],
    },
    "changes nothing when no status follows 'into'": {
      "all the processing orders into a spreadsheet": [{ tool: "get_orders", status: "processing" }],
    },
  });
});
