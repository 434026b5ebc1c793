import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { actOnLookedUp, lookedUp } from "./looked-up.server";

describe("a request on what the question before it looked up", () => {
  itReads(lookedUp, {
    "names what the question asked about": {
      "who ordered most recently?": "the latest order",
      "could you show me the draft add-ons": "the draft add-ons",
      "what's the announcement bar set to at the moment?": "the announcement bar",
      "tell me what the free delivery threshold is": "the free delivery threshold",
    },
    "names nothing when the answer is no one definite thing": allRead(
      ["what's selling best this week?", "any orders from today?", "how are takings looking", "show me what changed"],
      null,
    ),
  });

  it("puts the thing in place of 'it' or 'them', and only then", () => {
    expect(actOnLookedUp("refund it in full", "who bought last?")).toBe("refund the latest order in full");
    expect(actOnLookedUp("publish them", "show me the draft add-ons")).toBe("publish the draft add-ons");
    expect(actOnLookedUp("publish the dock", "show me the draft add-ons")).toBeNull();
    expect(actOnLookedUp("put 10% off it", "what's selling best?")).toBeNull();
  });

  it("keeps the look-up and proposes the change", async () => {
    const result = await planAt("could you show me the 5 star reviews, then hide them");
    expect(result.toolCalls[0]).toMatchObject({ name: "get_reviews", arguments: { rating: 5 } });
    expect(result.toolCalls.slice(1).every((c) => c.arguments.status === "hidden")).toBe(true);
    expect(result.toolCalls.length).toBeGreaterThan(1);
  });

  it("reads a price said as 'a fiver' on the item the question named", async () => {
    const result = await planAt("how many r36 ultras are left? put it up a fiver");
    expect(result.toolCalls.map((c) => c.name)).toEqual(["get_stock", "update_product"]);
  });
});
