// A customer's money going back without the word "refund": "give back money to …", "give … back everything he
// paid", "pay … back for the x55", "half of …'s money back"; and an item named by its model's short name.
import { describe } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const TOM = "RH-8T3N6P2W5C";

describe("money given back, in full", () => {
  itPlans(callsOf, {
    "refunds the order in full": allRead(
      [
        "give back money to tom, all of it",
        "give tom back everything he paid",
        "send back the money to tom in full",
        "tom's money back please",
        "give tom all his money back",
        "give tom all of his money back",
        "give tom every penny back",
      ],
      [{ name: "refund_order", arguments: { orderNumber: TOM, full: true } }],
    ),
    "half of someone's money back is half of what was paid": {
      "half of tom's money back": [{ name: "refund_order", arguments: { orderNumber: TOM, amount: "66.49" } }],
    },
  });
});

describe("money given back for one item", () => {
  itPlans(callsOf, {
    "refunds that line": {
      "pay tom back for the x55 only": [
        { name: "refund_order", arguments: { orderNumber: TOM, lines: [{ index: 0, quantity: 1 }] } },
      ],
      "refund tom for the x55 and restock it": [
        { name: "refund_order", arguments: { orderNumber: TOM, lines: [{ index: 0, quantity: 1 }], restock: true } },
      ],
    },
  });
});

describe("words that are no refund", () => {
  itPlans(callsOf, {
    "proposes no refund": allRead(
      ["edit the shop's money back guarantee", "pay tom back", "give tom back his case"],
      [],
    ),
  });
});

describe("something back, with the amount said after", () => {
  itPlans(callsOf, {
    "refunds that amount": {
      "tom's keeping the x55 but wants something back - do £10": [
        { name: "refund_order", arguments: { orderNumber: TOM, amount: "10.00" } },
      ],
      "tom's x55 has a dead pixel, he wants something back, give him a fiver": [
        { name: "refund_order", arguments: { orderNumber: TOM, amount: "5.00" } },
      ],
    },
    "asks or does nothing when no amount is said": {
      "tom wants something back": [],
      "give tom all his money": [],
    },
  });
});
