import { describe, it } from "vitest";

import { cardsOf, expectCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("a customer said to be cancelling", () => {
  it("cancels that customer's order", () =>
    expectCards(
      cardsOf,
      allRead(
        ["callum's cancelling, he found it cheaper", "callum is cancelling", "Callum's cancelling his order"],
        [{ tool: "cancel_order", orderNumber: "RH-6D1L8S5Y0E" }],
      ),
    ));

  it("cancels nothing when it is a maybe or a question", () =>
    expectCards(
      cardsOf,
      allRead(["callum's thinking of cancelling", "callum is cancelling?", "callum might be cancelling"], []),
    ));
});
