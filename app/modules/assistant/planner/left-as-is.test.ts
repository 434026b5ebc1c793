// "…, priya leave as is": a record named and then left as it is, after the requests for the others.
import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { withoutNegations } from "./second-thoughts.server";

describe("a record left as it is after a break", () => {
  itReads(withoutNegations, {
    "is taken out of the request and kept off every card": {
      "tom to processing, callum leave as is": { text: "tom to processing", excepted: ["callum"] },
      "dock to 14.99 and the battery stays put": { text: "dock to 14.99", excepted: ["the battery"] },
    },
  });
  itPlans(cardsOf, {
    "proposes the changes for the others only": {
      "tom to pending, callum stays as is": [{ tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "pending" }],
      "dock to 14.99, the battery can stay as it is": [
        { tool: "update_addon", id: "a-usb-c-charging-dock", price: "14.99" },
      ],
    },
    "asks when the record left as it is was also asked for": {
      "callum and priya to processing, priya leave as is": [],
    },
  });
});
