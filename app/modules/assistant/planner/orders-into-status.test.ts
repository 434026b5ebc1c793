import { describe, it } from "vitest";

import { cardsOf, expectCards } from "../../../../tests/support/planner-plan";

describe("orders moved 'into' a status", () => {
  it("read as 'to' that status", () =>
    expectCards(cardsOf, {
      "all the processing orders into pending": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" },
      ],
      "callum's into processing": [{ tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" }],
    }));

  it("changes nothing when no status follows 'into'", () =>
    expectCards(cardsOf, {
      "all the processing orders into a spreadsheet": [{ tool: "get_orders", status: "processing" }],
    }));
});
