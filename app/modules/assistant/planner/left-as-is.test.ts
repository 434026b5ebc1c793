// "…, priya leave as is": a record named and then left as it is, after the requests for the others.
import { describe, it } from "vitest";

import { cardsOf, expectCards } from "../../../../tests/support/planner-plan";
import { expectReadings } from "../../../../tests/support/readings";
import { withoutNegations } from "./second-thoughts.server";

describe("a record left as it is after a break", () => {
  it("is taken out of the request and kept off every card", () =>
    expectReadings(withoutNegations, {
      "tom to processing, callum leave as is": { text: "tom to processing", excepted: ["callum"] },
      "dock to 14.99 and the battery stays put": { text: "dock to 14.99", excepted: ["the battery"] },
    }));

  it("proposes the changes for the others only", () =>
    expectCards(cardsOf, {
      "tom to pending, callum stays as is": [{ tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" }],
      "dock to 14.99, the battery can stay as it is": [
        { tool: "update_addon", id: "a-usb-c-charging-dock", price: "14.99" },
      ],
    }));

  it("asks when the record left as it is was also asked for", () =>
    expectCards(cardsOf, {
      "callum and priya to processing, priya leave as is": [],
    }));
});
