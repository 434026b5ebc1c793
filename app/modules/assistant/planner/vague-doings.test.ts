// A request that says something should be done to a thing without saying what ("tidy up the reviews", "deal with
// the dock stock"), or that more stock is wanted or came in without a count, is asked about: never answered with a
// look-up as if it had been a question, never declined as out of reach.
import { describe } from "vitest";

import { itPlans, replyAndCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const ASKED = { reply: "ask", cards: [] };
const proposed = (...cards: string[]) => ({ reply: "propose", cards });

describe("a doing word that says no change", () => {
  itPlans(replyAndCards, {
    "is asked about, when it is about the shop's things": {
      ...allRead(
        [
          "tidy up the negative reviews for me",
          "deal with the dock stock",
          "the x55 reviews need sorting",
          "can you deal with the r36s reviews",
          "sort out the low rated reviews",
        ],
        ASKED,
      ),
      "sort out my emails": { reply: "decline", cards: [] },
    },
    "leaves a change it names, and a question, as they are": {
      "sort out oliver bennett's review, hide it": proposed("update_review"),
      "show me the 1 star reviews": proposed("get_reviews"),
      "what needs sorting with the orders?": proposed("get_orders"),
    },
  });
});

describe("more stock without a count", () => {
  itPlans(replyAndCards, {
    "is asked about, and a count said is the change": {
      ...allRead(
        ["the dock needs restocking", "more r36s came in this morning", "we are going to need more x55s"],
        ASKED,
      ),
      "10 more r36s came in this morning": proposed("update_product"),
    },
  });
});

describe("a change with its target or its figure left out", () => {
  itPlans(replyAndCards, {
    "is asked about rather than declined": allRead(
      [
        "put them up 5%",
        "hide that one will you",
        "do something about the dock",
        "money back for priya",
        "the stock's wrong on the dock",
        "a code for 15% off",
        "can I have a code for a fiver off",
        "the cheap one, drop it to 9.99",
        "hidden ones to published",
      ],
      ASKED,
    ),
    "still declines what the shop has no tool for": allRead(
      ["drop the database", "give me my money back from the bank", "what's up with the weather"],
      {
        reply: "decline",
        cards: [],
      },
    ),
  });
});
