// A reply to the review a rating names ("reply to the 2 star one on the x55: …"), with the reply before or after
// whose review it answers. Phrasings written for the rule, not taken from any corpus.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, changesOf, itPlans, planAt, replyAndCards } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { ratingsOf } from "./review-intents.server";

const review = (id: string, customerName: string, rating: number, productName: string) => ({
  id,
  customerName,
  rating,
  productName,
  status: "published",
});
const lookup = demoLookup({
  reviews: async () => [
    review("r1", "Ann Lee", 2, "X55 Handheld"),
    review("r2", "Bob Ray", 4, "X55 Handheld"),
    review("r3", "Cat Dow", 4, "R36 Ultra"),
    review("r4", "Dan Fox", 2, "R36 Ultra"),
  ],
});
const plan = (content: string) => planAt(content, { lookup });
const calls = (content: string) => callsOf(content, { lookup });
const changes = (content: string) => changesOf(content, { lookup });

describe("a reply to the review a rating names", () => {
  itPlans(calls, {
    "replies to the one review of that rating and product": allRead(
      [
        "reply to the 2 star review on the x55: 'Sorry Ann, we'll sort it'",
        "respond to the two star x55 review with 'Sorry Ann, we'll sort it'",
        "reply 'Sorry Ann, we'll sort it' to the 2-star review of the x55",
      ],
      [{ name: "update_review", arguments: { id: "r1", reply: "Sorry Ann, we'll sort it" } }],
    ),
    "replies to a reviewer named after the reply": {
      "reply 'Cheers Bob!' to bob ray": [{ name: "update_review", arguments: { id: "r2", reply: "Cheers Bob!" } }],
    },
  });
  itPlans(calls, {
    "replies with wording that speaks of a refund or a cancellation, which is no refund asked for": {
      "reply to bob ray 'Sorry Bob, your refund is on its way'": [
        { name: "update_review", arguments: { id: "r2", reply: "Sorry Bob, your refund is on its way" } },
      ],
      "hide dan fox's review then reply to ann lee 'We have refunded you, Ann'": [
        { name: "update_review", arguments: { id: "r4", status: "hidden" } },
        { name: "update_review", arguments: { id: "r1", reply: "We have refunded you, Ann" } },
      ],
    },
  });

  it("says so when no review has that rating, and asks when several do", async () => {
    const none = await plan("reply 'thanks' to the 5 star x55 review");
    expect(none.toolCalls).toEqual([]);
    expect(none.reply).toBe("decline");
    expect(none.message).toMatch(/no 5-star reviews/);
    const several = await plan("reply to the 4 star review: 'thank you!'");
    expect(several.toolCalls).toEqual([]);
    expect(several.reply).toBe("ask");
  });
});

describe("one reply to every review a rating names", () => {
  const both = [
    { name: "update_review", arguments: { id: "r2", reply: "Glad you like it!" } },
    { name: "update_review", arguments: { id: "r3", reply: "Glad you like it!" } },
  ];
  itPlans(calls, {
    "gives each review of that rating a card with the quoted reply": allRead(
      [
        "reply to every 4 star review with 'Glad you like it!'",
        "reply to all the four star reviews 'Glad you like it!'",
        "reply to both 4 star ones: 'Glad you like it!'",
      ],
      both,
    ),
  });

  it("asks when 'both' is said of more than two", async () => {
    const three = demoLookup({
      reviews: async () => [
        review("r1", "Ann Lee", 4, "X55 Handheld"),
        review("r2", "Bob Ray", 4, "X55 Handheld"),
        review("r3", "Cat Dow", 4, "R36 Ultra"),
      ],
    });
    const asked = await planAt("reply to both 4 star ones: 'Thanks!'", { lookup: three });
    expect(asked.toolCalls).toEqual([]);
    expect(asked.reply).toBe("ask");
  });

  it("still writes no reply to many reviews whose wording is only described", async () => {
    expect(await replyAndCards("reply to all the 2 star reviews and say sorry", { lookup })).toEqual({
      reply: "decline",
      cards: [],
    });
  });
});

describe("ratings said in words", () => {
  itReads(ratingsOf, {
    "reads 'a single star' as one star and 'rated 3 or below' as 3 and under": {
      "delete the reviews with a single star": [1],
      "reviews rated 3 or below": [1, 2, 3],
      "the 2 stars & under ones": [1, 2],
      "a single review from stars of the show": null,
    },
  });
  itPlans(calls, {
    "lists the reviews at a rating and under": {
      "show me reviews rated 2 or below": [{ name: "get_reviews", arguments: { maxRating: 2 } }],
      "list the reviews with 4 stars or under": [{ name: "get_reviews", arguments: { maxRating: 4 } }],
    },
  });
  itPlans(changes, {
    "hides the reviews a rating names when they are got off the site, and no review for a page off a screen": {
      "get the two-star reviews off the site": [
        { name: "update_review", arguments: { id: "r1", status: "hidden" } },
        { name: "update_review", arguments: { id: "r4", status: "hidden" } },
      ],
      "get the reviews page off my screen": [],
    },
  });
});
