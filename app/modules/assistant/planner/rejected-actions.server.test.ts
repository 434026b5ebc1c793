import { describe, expect, it } from "vitest";

import { expectReadings } from "../../../../tests/support/readings";
import { baseVerb, withoutRejectedActions } from "./rejected-actions.server";

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

  it("leaves a request that rules nothing out as it was", () => {
    for (const text of ["cancel megan's order", "don't ship callum's yet", "hide it rather quickly"])
      expect(withoutRejectedActions(text)).toEqual({ text, rejected: [] });
  });

  it("gives the verb as a command says it", () => {
    expectReadings(baseVerb, {
      "cancelling it": "cancel it",
      "deleting the review": "delete the review",
      refunding: "refund",
      "hide it": "hide it",
      "marking it": "mark it",
      "putting it": "put it",
      "adding 5": "add 5",
      "taking it down": "take it down",
    });
  });
});
