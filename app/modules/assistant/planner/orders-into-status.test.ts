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

describe("every order of a status, said as 'every … order' or 'everything in …'", () => {
  const bothPending = [
    { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
    { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
  ];
  itPlans(cardsOf, {
    "moves each of them": {
      "push every pending order through to processing": bothPending,
      "everything that's in pending can move to processing": bothPending,
    },
    "asks which one when 'the … order' is one of several, or the move emails customers": {
      "the pending order to processing please": [],
      "every pending order to shipped": [],
      "everything in the shop to processing": [],
    },
  });
});
