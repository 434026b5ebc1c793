import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";

describe("an order's status words inside a quoted wording", () => {
  itPlans(cardsOf, {
    "are the wording's text, not a shipping request": {
      "banner 'Orders placed after 20 Dec ship in January'": [
        { tool: "update_settings", announcementBar: "Orders placed after 20 Dec ship in January" },
      ],
      "we're closed over new year so banner 'Parcels posted from 3 Jan'": [
        { tool: "update_settings", announcementBar: "Parcels posted from 3 Jan" },
      ],
    },
    "still ship when the status is said outside the quote": {
      "tom's shipped dpd 15501234567890": [
        {
          tool: "update_order",
          orderNumber: "RH-8T3N6P2W5C",
          status: "shipped",
          carrier: "dpd",
          trackingNumber: "15501234567890",
        },
      ],
    },
  });
});
