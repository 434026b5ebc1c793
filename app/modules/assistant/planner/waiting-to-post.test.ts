import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("orders waiting to be posted", () => {
  itPlans(cardsOf, {
    "are the orders not yet shipped": allRead(
      ["anything waiting to be posted", "what's still to be posted", "any orders waiting to be posted?"],
      [{ tool: "get_orders", unshipped: true }],
    ),
  });
});
