// The last change undone however the owner puts "whatever was done last", and no undo where none is asked.
import { describe, it } from "vitest";

import { callsOf, expectCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const undoes = async (text: string) => (await callsOf(text)).some((c) => c.name === "undo_change");

describe("undoing whatever was done last", () => {
  it("undoes the last change", () =>
    expectCards(
      callsOf,
      allRead(
        [
          "reverse whatever got changed most recently",
          "revert what I just did",
          "can you undo whatever we last changed",
          "undo what has been done",
        ],
        [{ name: "undo_change", arguments: { entryId: "e-latest" } }],
      ),
    ));

  it("undoes nothing", () =>
    expectCards(
      undoes,
      allRead(["what was changed last?", "reverse the order of the faqs", "what did you change today"], false),
    ));
});
