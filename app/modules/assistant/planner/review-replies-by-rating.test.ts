// A reply to the review a rating names ("reply to the 2 star one on the x55: …"), with the reply before or after
// whose review it answers. Phrasings written for the rule, not taken from any corpus.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, expectCards, planAt } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

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

describe("a reply to the review a rating names", () => {
  it("replies to the one review of that rating and product", () =>
    expectCards(
      calls,
      allRead(
        [
          "reply to the 2 star review on the x55: 'Sorry Ann, we'll sort it'",
          "respond to the two star x55 review with 'Sorry Ann, we'll sort it'",
          "reply 'Sorry Ann, we'll sort it' to the 2-star review of the x55",
        ],
        [{ name: "update_review", arguments: { id: "r1", reply: "Sorry Ann, we'll sort it" } }],
      ),
    ));

  it("replies to a reviewer named after the reply", () =>
    expectCards(calls, {
      "reply 'Cheers Bob!' to bob ray": [{ name: "update_review", arguments: { id: "r2", reply: "Cheers Bob!" } }],
    }));

  it("replies with wording that speaks of a refund or a cancellation, which is no refund asked for", () =>
    expectCards(calls, {
      "reply to bob ray 'Sorry Bob, your refund is on its way'": [
        { name: "update_review", arguments: { id: "r2", reply: "Sorry Bob, your refund is on its way" } },
      ],
      "hide dan fox's review then reply to ann lee 'We have refunded you, Ann'": [
        { name: "update_review", arguments: { id: "r4", status: "hidden" } },
        { name: "update_review", arguments: { id: "r1", reply: "We have refunded you, Ann" } },
      ],
    }));

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
