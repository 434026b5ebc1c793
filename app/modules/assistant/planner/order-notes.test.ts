import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("an order's note with no colon", () => {
  itPlans(cardsOf, {
    "starts at a dash or at the opening quote": {
      "add a note to priyas - wants it gift wrapped": [
        { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", notes: "wants it gift wrapped" },
      ],
      "put a note on tom's 'rang about the courier'": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", notes: "rang about the courier" },
      ],
      "stick a note on RH-6D1L8S5Y0E - leave with neighbour": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", notes: "leave with neighbour" },
      ],
      // (a colon still marks it, even after a dash in the order's description)
      "note on callum's - the dpd one: signed for by his mum": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", notes: "signed for by his mum" },
      ],
    },
    "is on the order a part before named, with or without a colon": allRead(
      [
        "refund tom £5 & note on his order 'refunded £5 for the delay'",
        "refund tom £5 and note on his order: 'refunded £5 for the delay'",
      ],
      [
        { tool: "refund_order", orderNumber: "RH-8T3N6P2W5C", amount: "5.00" },
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", notes: "refunded £5 for the delay" },
      ],
    ),
    "needs the order named before the break": {
      "add a note - wants it gift wrapped": [],
    },
  });
});
