import { describe, expect, it } from "vitest";

import { itPlans, planAt, replyAndCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

describe("an order named by when it came in", () => {
  itPlans(replyAndCards, {
    "is asked about, never read as a customer called Morning": allRead(
      ["cancel this morning's order", "refund last night's order in full", "ship tonight's order"],
      { reply: "ask", cards: [] },
    ),
  });

  it("still says a named customer has no orders", async () => {
    expect((await planAt("cancel fred's order")).message).toBe("There are no orders for Fred, so nothing is proposed.");
  });
});
