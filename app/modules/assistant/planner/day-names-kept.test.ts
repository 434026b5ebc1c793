// Words of a named day are known words, never corrected into others: "mother's day" is not "other's day".
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");

describe("a sale on a parent's day", () => {
  it.each([
    ["15% off the dock on mother's day", "2027-03-07T00:00"],
    ["half price sd cards for mothers day", "2027-03-07T00:00"],
    ["a fiver off the case on father's day", "2027-06-20T00:00"],
  ])("%s runs on that Sunday", async (text, startsAt) => {
    const result = await plan(text);
    expect(result.toolCalls.map((c) => c.name)).toEqual(["create_sale"]);
    expect(result.toolCalls[0]?.arguments.startsAt).toBe(startsAt);
  });

  it("leaves 'other' as it is", async () => {
    expect((await plan("cancel the other order")).toolCalls).toEqual([]);
  });
});
