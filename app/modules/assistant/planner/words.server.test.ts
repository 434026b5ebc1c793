// Everyday words spelled right are never "corrected" into a keyword a letter away ("changed" is no typo of "change",
// "shelf" none of the Hard Shell case), while real typos still are. Phrasings written for the rule, not taken from
// any corpus.
import { describe, expect } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { COMMON_WORDS, normalise } from "./words.server";

// the keywords these everyday words sit a letter from, as the planner's vocabulary holds them
const vocabulary = new Set([
  ...COMMON_WORDS,
  ...`change stop shell site live year show reid father four home find still book been early late should hard turn
  give hero price cheaper collection isla sale`.split(/\s+/),
]);
const read = (text: string) => normalise(text, vocabulary);

describe("everyday words kept as typed", () => {
  itReads(read, {
    "keeps a right spelling a letter from a keyword": [
      "the dock price you changed yesterday",
      "put it back on the shelf",
      "one size fits all",
      "a step at a time",
      "coffee in hand",
      "i hope the date suits",
      "it should not be shown",
      "i'd rather not",
      "by the hour",
      "small business saturday is on the date we said",
    ],
    "still corrects a typo of a keyword": {
      "chnage the pirce": "change the price",
      "stpo the sale": "stop the sale",
      "shwo the review": "show the review",
    },
  });
});

describe("a request whose everyday words once read as keywords", () => {
  itPlans(callsOf, {
    "is planned as said": {
      "revert the last thing you changed": [{ name: "undo_change", arguments: { entryId: "e-latest" } }],
      "coffee in hand, r36s down to 47.99": [
        { name: "update_product", arguments: { id: expect.any(String), price: "47.99" } },
      ],
    },
  });
});
