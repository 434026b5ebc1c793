// A request that says something should be done to a thing without saying what ("tidy up the reviews", "deal with
// the dock stock"), or that more stock is wanted or came in without a count, is asked about: never answered with a
// look-up as if it had been a question, never declined as out of reach.
import { describe, it } from "vitest";

import { expectCards, planAt } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

/** The planner's kind of reply and the cards it proposes. */
const answer = async (content: string) => {
  const plan = await planAt(content);
  return { reply: plan.reply ?? "propose", cards: plan.toolCalls.map((c) => c.name) };
};
const ASKED = { reply: "ask", cards: [] };

describe("a doing word that says no change", () => {
  it("is asked about", () =>
    expectCards(
      answer,
      allRead(
        [
          "tidy up the negative reviews for me",
          "deal with the dock stock",
          "the x55 reviews need sorting",
          "can you deal with the r36s reviews",
          "sort out the low rated reviews",
        ],
        ASKED,
      ),
    ));

  it("leaves a change it names, and a question, as they are", () =>
    expectCards(answer, {
      "sort out oliver bennett's review, hide it": { reply: "propose", cards: ["update_review"] },
      "show me the 1 star reviews": { reply: "propose", cards: ["get_reviews"] },
      "what needs sorting with the orders?": { reply: "propose", cards: ["get_orders"] },
      "sort out my emails": { reply: "decline", cards: [] },
    }));
});

describe("more stock without a count", () => {
  it("is asked about", () =>
    expectCards(
      answer,
      allRead(["the dock needs restocking", "more r36s came in this morning", "we are going to need more x55s"], ASKED),
    ));

  it("leaves a count that is said as the change", () =>
    expectCards(answer, {
      "10 more r36s came in this morning": { reply: "propose", cards: ["update_product"] },
    }));
});
