// The assistant's last change undone however the owner puts it: by what it is, not by "it" ("scrap the change you
// just made"), or as "whatever was done last"; and no undo where none is asked. Phrasings written for the rule, not
// taken from any corpus.
import { describe } from "vitest";

import { callsOf, itPlans, proposes } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const UNDO_LATEST = [{ name: "undo_change", arguments: { entryId: "e-latest" } }];
const undoes = proposes("undo_change");

describe("the last change undone by what it is", () => {
  itPlans(callsOf, {
    "undoes the assistant's newest change": allRead(
      [
        "ditch the edit you just made",
        "reverse whatever you did last",
        "undo the latest change please",
        "that was wrong, roll that back",
        "revert the last thing the assistant changed",
      ],
      UNDO_LATEST,
    ),
  });
  itPlans(undoes, {
    "is no undo when the words name an order or another change": allRead(
      ["bin the last order", "show me the last change"],
      false,
    ),
  });
});

describe("undoing whatever was done last", () => {
  itPlans(callsOf, {
    "undoes the last change": allRead(
      [
        "reverse whatever got changed most recently",
        "revert what I just did",
        "can you undo whatever we last changed",
        "undo what has been done",
      ],
      UNDO_LATEST,
    ),
  });
  itPlans(undoes, {
    "undoes nothing": allRead(
      ["what was changed last?", "reverse the order of the faqs", "what did you change today"],
      false,
    ),
  });
});

describe("a step back to how things were before the assistant's change", () => {
  itPlans(callsOf, {
    "undoes the last change": allRead(
      [
        "go back one step please",
        "return things to before, that change was a mistake",
        "set the controller back to how it was before you changed it",
        "can the controller price go back the way it was before the assistant did it",
      ],
      UNDO_LATEST,
    ),
  });
  itPlans(undoes, {
    "undoes nothing when the change it names is not the assistant's newest, or no change is named": allRead(
      [
        "put the x55 price back how it was before you changed it",
        "return the dock to stock",
        "go back to the orders page",
        "the take back policy is 14 days",
      ],
      false,
    ),
  });
});

describe("a thing put back as it was before the assistant changed it", () => {
  itPlans(callsOf, {
    "undoes the assistant's change to that thing": allRead(
      [
        "the controller was 14.99 before you changed it, put it back",
        "you fiddled with the retro controller, change that back please",
      ],
      UNDO_LATEST,
    ),
  });
  itPlans(undoes, {
    "is no undo when the owner changed it, or says a new figure to put it at": allRead(
      [
        "the controller was 14.99 before i changed it, set it back",
        "you changed the dock, set it back to 19",
        "can you change the controller to 12.99, and put it back up next week",
      ],
      false,
    ),
  });
});

describe("a slip owned up to, then 'take it back'", () => {
  itPlans(callsOf, {
    "undoes the assistant's newest change": allRead(
      ["whoops, take it back", "my bad, just take it back please", "that's wrong, take it back"],
      UNDO_LATEST,
    ),
  });
  itPlans(undoes, {
    "is no undo when someone else takes something back or nothing is owned up to": allRead(
      ["sorry, priya's dock is faulty, she'll take it back", "take it back"],
      false,
    ),
  });
});
