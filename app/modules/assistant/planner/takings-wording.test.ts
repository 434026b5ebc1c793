// Takings asked in text-speak and in other words: "2day", "2moro", "money-wise".
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";
import { expandShorthand } from "./shorthand.server";

const NOW = new Date("2026-11-16T10:00:00Z"); // a Monday
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");

describe("days in text-speak", () => {
  it.each([
    ["takings 2day", "takings today"],
    ["sale 2moro", "sale tomorrow"],
    ["from 2morrow", "from tomorrow"],
  ])("%s", (text, words) => expect(expandShorthand(text)).toBe(words));

  it("leaves a number before another word", () => expect(expandShorthand("2 days")).toBe("2 days"));
});

describe("takings asked in other words", () => {
  it.each([
    ["takings 2day?", "today"],
    ["what came in money-wise yesterday", "yesterday"],
    ["how are we doing moneywise today", "today"],
  ])("%s reads the takings", async (text, date) => {
    expect((await plan(text)).toolCalls).toEqual([{ name: "get_takings", arguments: { date } }]);
  });

  it("is no change", async () => {
    expect((await plan("what did we make 2day")).toolCalls.every((c) => c.name.startsWith("get_"))).toBe(true);
  });
});
