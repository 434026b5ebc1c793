// A look-up asked in a few words beside a change ("total takings; dock to 13.99", "pending orders⏎hide dave's
// review") is a request of its own, answered beside the change's card; how things stand said with a verb ("the ultra
// is low, add 10") stays context for the change.
import { describe, expect, it } from "vitest";

import { callsOf } from "../../../../tests/support/planner-plan";
import { asksForLookUp } from "./context-clauses.server";

const tools = async (content: string) => (await callsOf(content)).map((c) => c.name).sort();

describe("a look-up asked in a few words", () => {
  it("is one", () => {
    for (const part of ["revenue this month", "pending orders", "top products", "total takings", "new subscribers"])
      expect(asksForLookUp(part), part).toBe(true);
  });

  it("is not how things stand, nor a change", () => {
    for (const part of [
      "the ultra is low",
      "callum's order is being packed",
      "we've got loads of orders",
      "x55 to 99",
      "dock £2 off",
      "hide dave's review",
      "the blue x55s are nearly gone",
      "megan's orders into one parcel",
      "merge tom's and callum's orders",
    ])
      expect(asksForLookUp(part), part).toBe(false);
    expect(asksForLookUp("the two 3-star reviews", "hide them both")).toBe(false);
  });

  it("is answered beside the change", async () => {
    expect(await tools("total takings; put the dock up to 18.99")).toEqual(["get_takings", "update_addon"]);
    expect(await tools("pending orders\nmark callum's order as processing")).toEqual(["get_orders", "update_order"]);
    expect(await tools("put the dock up to 18.99 and also top products")).toEqual(["get_best_sellers", "update_addon"]);
  });

  it("leaves context for a change as context", async () => {
    expect(await tools("the dock is selling well, put it up to 18.99")).toEqual(["update_addon"]);
  });
});
