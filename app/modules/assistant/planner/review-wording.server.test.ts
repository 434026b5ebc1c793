// Reviews in the other shapes owners put them: a reply first or after the review is quoted, "write an answer for
// the review of …", a reply to "the 2 star one", a review taken off the site or put back on it, whose review is
// read, and "absolute joke" said of a review rather than a joke asked for.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, itPlans, planAt } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { replyWording } from "./review-wording.server";

const base = demoLookup();
const extra = [
  { id: "rx-amy", customerName: "Amy Stone", productName: null, status: "published" as const, rating: 1 },
  { id: "rx-ben", customerName: "Ben Hart", productName: null, status: "published" as const, rating: 2 },
  { id: "rx-cat", customerName: "Cat Lowe", productName: null, status: "hidden" as const, rating: 3 },
];
const lookup = demoLookup({
  reviews: async () => [...(await base.reviews()).filter((r) => r.rating > 3), ...extra],
});
const plan = (content: string) => planAt(content, { lookup });
const calls = (content: string) => callsOf(content, { lookup });
const replied = (id: string, reply: string) => [{ name: "update_review", arguments: { id, reply } }];

describe("replyWording", () => {
  itReads(replyWording, {
    "reads the reply and whose review it answers": {
      "reply 'Thanks Amy!' to amy stone's review": "reply to amy stone's review: 'Thanks Amy!'",
      "Ben Hart's review says 'meh'. Respond to it: 'Sorry Ben'": "reply to Ben Hart's review: 'Sorry Ben'",
      "please write an answer for the review of Ben Hart: 'We are sorry'": "reply to Ben Hart: 'We are sorry'",
    },
    "leaves other words as they were": [
      "reply 'sorry!' to the 2 star review on the x55",
      "write a review for the x55: 'great'",
      "Ben's review is rubbish, reply to it",
      "reply to ben: 'ok'",
    ],
  });
});

describe("a reply to a review", () => {
  itPlans(calls, {
    "replies to the review named": {
      "reply 'Cheers Amy!' to amy stone's review": replied("rx-amy", "Cheers Amy!"),
      "Ben Hart's review says 'Not great.' Reply to it: 'Sorry Ben, we will sort it.'": replied(
        "rx-ben",
        "Sorry Ben, we will sort it.",
      ),
      "write answer for review of Ben Hart: 'We send a new one'": replied("rx-ben", "We send a new one"),
      "reply to the 2 star one: 'Thanks Ben'": replied("rx-ben", "Thanks Ben"),
    },
  });

  it("asks whose when several reviews have the rating", async () => {
    const more = demoLookup({
      reviews: async () => [...extra, { ...extra[0], id: "rx-dan", customerName: "Dan Ives" }],
    });
    expect(await callsOf("reply to the 1 star one: 'sorry'", { lookup: more })).toEqual([]);
  });

  it("still declines writing a review", async () => {
    expect(await calls("write a 5 star review for the x55")).toEqual([]);
  });
});

describe("a review taken off the site or put back on it", () => {
  it("hides a review to get off the site", async () => {
    expect(await calls("Amy Stone's review is nonsense, get it off the site")).toEqual([
      { name: "update_review", arguments: { id: "rx-amy", status: "hidden" } },
    ]);
  });

  it("publishes a review that can go back on the site", async () => {
    expect(await calls("cat lowe's review can go back on the website")).toEqual([
      { name: "update_review", arguments: { id: "rx-cat", status: "published" } },
    ]);
  });

  it("deletes a review called an absolute joke, and still declines a joke asked for", async () => {
    expect(await calls("absolute joke, Amy Stone gave us 1 star for our own typo. delete it")).toEqual([
      { name: "delete_review", arguments: { id: "rx-amy" } },
    ]);
    const joke = await plan("tell me a joke");
    expect(joke.toolCalls).toEqual([]);
    expect(joke.message).toContain("I only help with running the shop");
  });
});

describe("whose review is read", () => {
  it.each(["what did ben hart say in his review", "show me amy's reviews"])(
    "%s searches by the reviewer",
    async (t) => {
      const toolCalls = await calls(t);
      expect(toolCalls[0]?.name).toBe("get_reviews");
      expect(toolCalls[0]?.arguments.search).toMatch(/^(?:Ben Hart|Amy Stone)$/);
    },
  );

  it("reads every review when nobody is named", async () => {
    expect(await calls("what did people say in the reviews")).toEqual([{ name: "get_reviews", arguments: {} }]);
  });
});
