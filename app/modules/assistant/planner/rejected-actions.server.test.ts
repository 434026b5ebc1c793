import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";
import { expectReadings, itReads } from "../../../../tests/support/readings";
import { baseVerb, withoutRejectedActions } from "./rejected-actions.server";

/** Each of `texts` read as asking what it says, with nothing ruled out. */
const nothingRuledOut = (texts: string[]) => Object.fromEntries(texts.map((text) => [text, { text, rejected: [] }]));

describe("actions named only to rule them out", () => {
  it("takes a wish against an action out of the request, keeping it as what must not be done", () => {
    const { text, rejected } = withoutRejectedActions(
      "I don't want to delete it because that looks dodgy. Please hide it from the site.",
    );
    expect(rejected).toEqual(["delete it"]);
    expect(text).not.toMatch(/delete/);
    expect(text).toMatch(/Please hide it from the site/);
  });

  it("reads a rejected alternative as an action not asked for, whoever would do it", () => {
    const { text, rejected } = withoutRejectedActions(
      "I said we'd give her a tenner back rather than have her cancel. Can you refund her £10 please?",
    );
    expect(rejected).toEqual(["cancel"]);
    expect(text).not.toMatch(/cancel/);
    expect(text).toMatch(/refund her £10/);
    expect(withoutRejectedActions("refund him instead of cancelling the order").rejected).toEqual(["cancel the order"]);
  });

  it("reads a wish against the action done to the record the same way", () => {
    expectReadings((t: string) => withoutRejectedActions(t).rejected.join("|"), {
      "Please take it off the site, though I do not wish it deleted.": "delete",
      "hide her review, we don't want it removed": "remove",
      "I wouldn't want the order cancelled, just put it on hold": "cancel",
      "we don't want them refunded yet": "refund",
    });
    expect(withoutRejectedActions("hide it, I do not wish it deleted").text).toBe("hide it,");
  });
  itReads(withoutRejectedActions, {
    "leaves a wish for the action itself alone": nothingRuledOut([
      "I want it deleted",
      "we want them removed please",
      "I do wish it deleted",
    ]),
    "leaves a request that rules nothing out as it was": nothingRuledOut([
      "cancel megan's order",
      "don't ship callum's yet",
      "hide it rather quickly",
    ]),
  });
  itReads(baseVerb, {
    "gives the verb as a command says it": {
      "cancelling it": "cancel it",
      "deleting the review": "delete the review",
      refunding: "refund",
      "hide it": "hide it",
      "marking it": "mark it",
      "putting it": "put it",
      "adding 5": "add 5",
      "taking it down": "take it down",
    },
  });
});

describe("a review kept off the site but not deleted", () => {
  it("never proposes deleting it", async () => {
    const plan = await planAt(
      "Hello. The review from Oliver Bennett is rather rude. I would prefer it is not shown on the website, " +
        "though I do not wish it deleted. Thank you.",
    );
    expect(plan.toolCalls.map((c) => c.name)).not.toContain("delete_review");
  });
});
