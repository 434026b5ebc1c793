import { describe, it } from "vitest";

import { expectCards, planAt } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { casualNo } from "./casual-no.server";

describe("a casual no", () => {
  itReads(casualNo, {
    "is read as no outside quotes": {
      "dock to 16.49 - nah, 16.99": "dock to 16.49 - no, 16.99",
      "hide the battery... nope leave it up": "hide the battery... no leave it up",
      "Nah, 20 of the case": "no, 20 of the case",
    },
    "leaves quoted wording and other words alone": [
      "reply to tom's review 'nope, nothing wrong with it'",
      "banner 'Nah mate, free delivery over £40'",
      "the nahla order",
    ],
  });

  it("takes a change back, or corrects a figure, as no does", async () => {
    const read = async (m: string) => {
      const plan = await planAt(m);
      return plan.toolCalls.length ? plan.toolCalls.map((c) => [c.name, c.arguments.price]) : "nothing";
    };
    await expectCards(read, {
      "dock to 16.49 - nah make it 16.99": [["update_addon", "16.99"]],
      "x55 to 109.99, nope, 112.99": [["update_product", "112.99"]],
      "put the battery in draft... nah leave it live": "nothing",
      "end the xmas code - nope, keep it": "nothing",
    });
  });
});
