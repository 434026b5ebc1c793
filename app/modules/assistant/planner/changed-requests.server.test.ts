import { describe, expect, it } from "vitest";

import { callsOf, planAt } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { changedRequest } from "./changed-requests.server";
import { corrected } from "./second-thoughts.server";

describe("a change of mind that goes on to another request", () => {
  itReads(changedRequest, {
    "keeps only the request turned to": {
      "raise the dock to 18.99. actually no, leave it, do the battery to 21.99 instead": "do the battery to 21.99",
      "end SUMMER5, no wait, keep it, but make a code WINTER5 for 5% off": "make a code WINTER5 for 5% off",
    },
    "points 'it' back at what the first request named": {
      "delete the controller - or no, just draft it instead": "draft the controller",
      "cancel tom's order. no, he's staying with us, just mark it shipped": "mark tom's order shipped",
      "forget what I said about the dock, don't draft it, hide it instead": "hide the dock",
    },
    "reads a question as a break, an apology after the 'no', and a reply as to what was named": {
      "callum's to shipped? no sorry, he's not paid yet. just put a note on it 'awaiting payment'":
        "put a note on callum's 'awaiting payment'",
      "delete jack's review - actually no, reply 'Thanks Jack, sorted now' instead":
        "reply to jack's review 'Thanks Jack, sorted now'",
      "hide the 1 star reviews. no, leave them, reply to dave's instead 'Sorry Dave'": "reply to dave's 'Sorry Dave'",
    },
    "leaves a corrected value to the correction rule": allRead(
      [
        "x55 to 104.99, no wait, 99.99",
        "15% off the dock this weekend, no, make it 20",
        "ship tom's royal mail RN135792468GB - no hang on it went dpd 15501357924680",
        "mark it processing, no, shipped",
        "20% off the x55 on black friday, no, do it on the ultra instead",
        "delete the carry case, or no, just draft it",
      ],
      null,
    ),
    "needs a 'no' after a break, then a request of its own": allRead(
      [
        "no, cancel megan's order",
        "there's no rush, publish the controller",
        "set the dock to 14.99 no sorry set it to 13.99",
        "cancel callum's order. no, he wants a refund",
        "is the dock live? no sorry, I mean the battery",
      ],
      null,
    ),
  });

  it("plans the request turned to, and nothing of the first", async () => {
    const toolCalls = await callsOf("hide the 1 star reviews. actually no, leave them, delete the 2 star ones instead");
    expect(toolCalls.every((c) => c.name !== "update_review")).toBe(true);
  });
});

describe("'actually' inside a sentence", () => {
  const correctedAlone = (text: string) => corrected(text);
  itReads(correctedAlone, {
    "is emphasis, not a change of mind": allRead(
      ["the parcel actually went yesterday, mark tom's shipped", "we actually sold out, set the dock stock to 0"],
      null,
    ),
    "still corrects after a break": {
      "x55 to 109.99 - actually 104.99": { text: "x55 to 104.99" },
      "dock to 14.99, oh wait actually 13.99": { text: "dock to 13.99" },
    },
  });

  it("reads the count an owner says they actually have", async () => {
    const result = await planAt("we've only actually got 4 r36 ultras");
    expect(result.toolCalls.map((c) => c.arguments)).toMatchObject([{ stockQuantity: 4 }]);
  });
});
