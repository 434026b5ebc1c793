import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("a customer said to be cancelling", () => {
  itPlans(cardsOf, {
    "cancels that customer's order": allRead(
      ["callum's cancelling, he found it cheaper", "callum is cancelling", "Callum's cancelling his order"],
      [{ tool: "cancel_order", orderNumber: "RH-6D1L8S5Y0E" }],
    ),
    "cancels nothing when it is a maybe or a question": allRead(
      ["callum's thinking of cancelling", "callum is cancelling?", "callum might be cancelling"],
      [],
    ),
  });
});
