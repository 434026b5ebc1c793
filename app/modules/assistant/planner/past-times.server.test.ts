// A sale for a time already over is asked about, however the owner says it is over.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { periodAtNow as period } from "../../../../tests/support/planner-period";
import { builtInPlan } from "./planner.server";

describe("a time that has gone", () => {
  it.each([
    "for the weekend just gone",
    "the weekend gone",
    "friday gone",
    "the week that's just gone",
    "over the previous weekend",
    "last weekend",
  ])("%s has passed", (words) => {
    expect(period(words)).toHaveProperty("past");
  });

  it.each(["this weekend", "next weekend", "saturday", "till sunday"])("%s has not", (words) => {
    expect(period(words)).not.toHaveProperty("past");
  });

  it("asks when a sale would run over the weekend just gone", async () => {
    const plan = await builtInPlan(
      [{ role: "user", content: "run 15% off the x55 for the weekend just gone" }],
      demoLookup(),
      new Date("2026-11-16T10:00:00Z"),
      "owner",
    );
    expect(plan.toolCalls).toEqual([]);
    expect(plan.message).toMatch(/\?\s*$/);
  });
});
