import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { objectFirst } from "./object-first.server";

describe("a request with its object first and the verb after", () => {
  itReads(objectFirst, {
    "reads the verb first": {
      "the dock price change, undo it": "undo the dock price change",
      "every review under 3 stars - hide them please": "hide every review under 3 stars",
      "the two draft add-ons: publish them": "publish the two draft add-ons",
      "the xmas code; end it now": "end the xmas code",
    },
    "leaves a request or a statement before the comma to its own reading": [
      "draft the x55, then hide it",
      "publish the controller, delete it",
      "the ultra is selling badly, hide it",
      "tom rang, cancel it",
      "the dock at £12, publish it",
      "undo it",
      "the x55, hide it for a bit while we restock",
    ],
  });

  it("hides the reviews named first, never anything else", async () => {
    const reviews = await demoLookup().reviews();
    const low = reviews.filter((r) => r.rating <= 3 && r.status !== "hidden").map((r) => r.id);
    expect(low.length).toBeGreaterThan(0);
    const toolCalls = await callsOf("anything 3 stars or below, hide it");
    expect(toolCalls.map((c) => c.name)).toEqual(low.map(() => "update_review"));
    expect(toolCalls.map((c) => c.arguments.id).sort()).toEqual([...low].sort());
  });
});
