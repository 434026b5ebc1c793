// The assistant's last change undone by what it is, not by "it": "scrap the change you just made". Phrasings
// written for the rule, not taken from any corpus.
import { describe, it } from "vitest";

import { callsOf, expectCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const undoes = async (text: string) => (await callsOf(text)).map((c) => c.name).includes("undo_change");

describe("the last change undone by what it is", () => {
  it("undoes the assistant's newest change", () =>
    expectCards(
      callsOf,
      allRead(
        [
          "ditch the edit you just made",
          "reverse whatever you did last",
          "undo the latest change please",
          "that was wrong, roll that back",
          "revert the last thing the assistant changed",
        ],
        [{ name: "undo_change", arguments: { entryId: "e-latest" } }],
      ),
    ));

  it("is no undo when the words name an order or another change", () =>
    expectCards(undoes, allRead(["bin the last order", "show me the last change"], false)));
});
