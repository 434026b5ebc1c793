// "tom to processing, callum to pending": each customer's order to the status said after it, one part each.
import { describe, it } from "vitest";

import { cardsOf, expectCards } from "../../../../tests/support/planner-plan";

describe("several orders each to a status, after commas", () => {
  it("moves each to its own status", () =>
    expectCards(cardsOf, {
      "callum to processing, tom back to pending": [
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" },
      ],
      "tom to processing, callum to processing, priya leave as is": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "processing" },
        { tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" },
      ],
    }));

  it("keeps a comma inside one request whole", () =>
    expectCards(cardsOf, {
      "the dock, the one in the box, to 14.99": [{ tool: "update_addon", id: "a-usb-c-charging-dock", price: "14.99" }],
    }));
});
