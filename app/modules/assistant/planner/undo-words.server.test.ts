// The assistant's last change undone however the owner puts it: by what it is, not by "it" ("scrap the change you
// just made"), or as "whatever was done last"; and no undo where none is asked. Phrasings written for the rule, not
// taken from any corpus.
import { describe, it } from "vitest";

import { callsOf, expectCards, proposes } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const UNDO_LATEST = [{ name: "undo_change", arguments: { entryId: "e-latest" } }];
const undoes = proposes("undo_change");

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
        UNDO_LATEST,
      ),
    ));

  it("is no undo when the words name an order or another change", () =>
    expectCards(undoes, allRead(["bin the last order", "show me the last change"], false)));
});

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
        UNDO_LATEST,
      ),
    ));

  it("undoes nothing", () =>
    expectCards(
      undoes,
      allRead(["what was changed last?", "reverse the order of the faqs", "what did you change today"], false),
    ));
});

describe("a slip owned up to, then 'take it back'", () => {
  it("undoes the assistant's newest change", () =>
    expectCards(
      callsOf,
      allRead(["whoops, take it back", "my bad, just take it back please", "that's wrong, take it back"], UNDO_LATEST),
    ));

  it("is no undo when someone else takes something back or nothing is owned up to", () =>
    expectCards(undoes, allRead(["sorry, priya's dock is faulty, she'll take it back", "take it back"], false)));
});
