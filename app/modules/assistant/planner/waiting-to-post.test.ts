import { describe, it } from "vitest";

import { cardsOf, expectCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("orders waiting to be posted", () => {
  it("are the orders not yet shipped", () =>
    expectCards(
      cardsOf,
      allRead(
        ["anything waiting to be posted", "what's still to be posted", "any orders waiting to be posted?"],
        [{ tool: "get_orders", unshipped: true }],
      ),
    ));
});
