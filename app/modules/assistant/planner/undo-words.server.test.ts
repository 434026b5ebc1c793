// The assistant's last change undone by what it is, not by "it": "scrap the change you just made". Phrasings
// written for the rule, not taken from any corpus.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const lookup = demoLookup();
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("the last change undone by what it is", () => {
  it("undoes the assistant's newest change", async () => {
    for (const text of [
      "ditch the edit you just made",
      "reverse whatever you did last",
      "undo the latest change please",
      "that was wrong, roll that back",
      "revert the last thing the assistant changed",
    ])
      expect((await plan(text)).toolCalls, text).toEqual([{ name: "undo_change", arguments: { entryId: "e-latest" } }]);
  });

  it("is no undo when the words name an order or another change", async () => {
    for (const text of ["bin the last order", "show me the last change"])
      expect(
        (await plan(text)).toolCalls.map((c) => c.name),
        text,
      ).not.toContain("undo_change");
  });
});
