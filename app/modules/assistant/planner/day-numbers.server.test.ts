import { describe, expect, it } from "vitest";

import { periodAtNow as period } from "../../../../tests/support/planner-period";
import { planAt } from "../../../../tests/support/planner-plan";
import { expectReadings, expectUnchanged, itReadsMatch } from "../../../../tests/support/readings";
import { rangesInFigures } from "./day-numbers.server";

describe("a span between two times of day", () => {
  itReadsMatch(period, {
    "runs from the first to the second": {
      "tomorrow between 8am and 8pm": { period: { startsAt: "2026-11-17T08:00", endsAt: "2026-11-17T20:00" } },
      "saturday between 9am and 5pm": { period: { startsAt: "2026-11-21T09:00", endsAt: "2026-11-21T17:00" } },
      "friday between 10:00 and 16:30": { period: { startsAt: "2026-11-20T10:00", endsAt: "2026-11-20T16:30" } },
    },
  });

  it("leaves 'between' two days, and one said backwards, to their own readings", () => {
    expectUnchanged(rangesInFigures, ["between friday and monday"]);
    expectReadings(rangesInFigures, { "27/11-30/11": "27 november to 30 november" });
    expect(period("saturday between 9pm and 9am")).toHaveProperty("unclear");
  });

  it("makes the sale for those hours", async () => {
    const plan = await planAt("all the consoles 15 percent off tomorrow between 9am and 6pm");
    expect(plan.toolCalls[0].arguments).toMatchObject({ startsAt: "2026-11-17T09:00", endsAt: "2026-11-17T18:00" });
  });
});
