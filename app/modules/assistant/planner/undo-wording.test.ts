// The last change undone however the owner puts "whatever was done last", and no undo where none is asked.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const plan = (content: string) => builtInPlan([{ role: "user", content }], demoLookup(), NOW, "owner");

describe("undoing whatever was done last", () => {
  it.each([
    "reverse whatever got changed most recently",
    "revert what I just did",
    "can you undo whatever we last changed",
    "undo what has been done",
  ])("undoes the last change: %s", async (text) => {
    expect((await plan(text)).toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: "e-latest" } }]);
  });

  it.each(["what was changed last?", "reverse the order of the faqs", "what did you change today"])(
    "undoes nothing: %s",
    async (text) => {
      expect((await plan(text)).toolCalls.some((c) => c.name === "undo_change")).toBe(false);
    },
  );
});
