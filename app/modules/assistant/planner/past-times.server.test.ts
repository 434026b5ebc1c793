// A sale for a time already over is asked about, however the owner says it is over.
import { describe, expect, it } from "vitest";

import { periodAtNow as period } from "../../../../tests/support/planner-period";
import { planAt } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";

/** Whether the words read as a time gone by; words with no reading at all are neither. */
const hasPassed = (words: string) => {
  const reading = period(words);
  return reading === null ? "no reading" : "past" in reading;
};

describe("a time that has gone", () => {
  itReads(hasPassed, {
    "has passed": allRead(
      [
        "for the weekend just gone",
        "the weekend gone",
        "friday gone",
        "the week that's just gone",
        "over the previous weekend",
        "last weekend",
      ],
      true,
    ),
    "has not": allRead(["this weekend", "next weekend", "saturday", "till sunday"], false),
  });

  it("asks when a sale would run over the weekend just gone", async () => {
    const plan = await planAt("run 15% off the x55 for the weekend just gone");
    expect(plan.toolCalls).toEqual([]);
    expect(plan.message).toMatch(/\?\s*$/);
  });
});
