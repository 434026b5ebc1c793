import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { changedRequest } from "./changed-requests.server";
import { builtInPlan } from "./planner.server";
import { corrected } from "./second-thoughts.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const lookup = demoLookup();
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("a change of mind that goes on to another request", () => {
  it("keeps only the request turned to", () => {
    expect(changedRequest("raise the dock to 18.99. actually no, leave it, do the battery to 21.99 instead")).toBe(
      "do the battery to 21.99",
    );
    expect(changedRequest("end SUMMER5, no wait, keep it, but make a code WINTER5 for 5% off")).toBe(
      "make a code WINTER5 for 5% off",
    );
  });

  it("points 'it' back at what the first request named", () => {
    expect(changedRequest("delete the controller - or no, just draft it instead")).toBe("draft the controller");
    expect(changedRequest("cancel tom's order. no, he's staying with us, just mark it shipped")).toBe(
      "mark tom's order shipped",
    );
    expect(changedRequest("forget what I said about the dock, don't draft it, hide it instead")).toBe("hide the dock");
  });

  it("leaves a corrected value to the correction rule", () => {
    for (const text of [
      "x55 to 104.99, no wait, 99.99",
      "15% off the dock this weekend, no, make it 20",
      "ship tom's royal mail RN135792468GB - no hang on it went dpd 15501357924680",
      "mark it processing, no, shipped",
      "20% off the x55 on black friday, no, do it on the ultra instead",
      "delete the carry case, or no, just draft it",
    ])
      expect(changedRequest(text), text).toBeNull();
  });

  it("needs a 'no' after a break, then a request of its own", () => {
    for (const text of [
      "no, cancel megan's order",
      "there's no rush, publish the controller",
      "set the dock to 14.99 no sorry set it to 13.99",
      "cancel callum's order. no, he wants a refund",
    ])
      expect(changedRequest(text), text).toBeNull();
  });

  it("plans the request turned to, and nothing of the first", async () => {
    const result = await plan("hide the 1 star reviews. actually no, leave them, delete the 2 star ones instead");
    expect(result.toolCalls.every((c) => c.name !== "update_review")).toBe(true);
  });
});

describe("'actually' inside a sentence", () => {
  it("is emphasis, not a change of mind", () => {
    expect(corrected("the parcel actually went yesterday, mark tom's shipped")).toBeNull();
    expect(corrected("we actually sold out, set the dock stock to 0")).toBeNull();
  });

  it("still corrects after a break", () => {
    expect(corrected("x55 to 109.99 - actually 104.99")).toEqual({ text: "x55 to 104.99" });
    expect(corrected("dock to 14.99, oh wait actually 13.99")).toEqual({ text: "dock to 13.99" });
  });

  it("reads the count an owner says they actually have", async () => {
    const result = await plan("we've only actually got 4 r36 ultras");
    expect(result.toolCalls.map((c) => c.arguments)).toMatchObject([{ stockQuantity: 4 }]);
  });
});
