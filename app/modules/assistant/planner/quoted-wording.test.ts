// Wording quoted for the announcement bar or the home page is the shop's new text, whatever it says: an order, a
// dispatch or a refund named inside the quotes is no request about an order.
import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";

const bar = (text: string) => [{ tool: "update_settings", announcementBar: text }];

describe("wording quoted for a text on the site", () => {
  itPlans(cardsOf, {
    "is that text, though it talks of orders": {
      "top bar: 'Orders after 3pm go out next day'": bar("Orders after 3pm go out next day"),
      "set the announcement bar to 'Every order dispatched within 24 hours'": bar(
        "Every order dispatched within 24 hours",
      ),
      "can the banner say 'Refunds take 5 working days' please": bar("Refunds take 5 working days"),
    },
    "leaves a request about an order that quotes a note as that request": {
      "put a note on tom's order saying 'left with neighbour'": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", notes: "left with neighbour" },
      ],
    },
  });
});
