// Words of a named day are known words, never corrected into others: "mother's day" is not "other's day".
import { describe, expect, it } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";

/** The tools proposed, and when the first of them starts. */
const saleStart = async (text: string) => {
  const toolCalls = await callsOf(text);
  return { tools: toolCalls.map((c) => c.name), startsAt: toolCalls[0]?.arguments.startsAt };
};
const onSunday = (startsAt: string) => ({ tools: ["create_sale"], startsAt });

describe("a sale on a parent's day", () => {
  itPlans(saleStart, {
    "runs on that Sunday": {
      "15% off the dock on mother's day": onSunday("2027-03-07T00:00"),
      "half price sd cards for mothers day": onSunday("2027-03-07T00:00"),
      "a fiver off the case on father's day": onSunday("2027-06-20T00:00"),
    },
  });

  it("leaves 'other' as it is", async () => {
    expect(await callsOf("cancel the other order")).toEqual([]);
  });
});
