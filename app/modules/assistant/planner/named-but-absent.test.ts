// An FAQ or a promotion named by its topic or its code that the shop does not have is said to be missing, never
// asked about as if one of the others were meant, and never swapped for the closest one.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { expectCards, planAt } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const CODES = [{ id: "c-welcome", code: "WELCOME10", status: "active" }];
const SALES = [{ id: "s-bf", name: "Black Friday", status: "scheduled", target: "all_products" as const, items: [] }];
const lookup = demoLookup({ promotions: async () => ({ sales: SALES, codes: CODES }) });

/** What the planner answers: its kind of reply and the cards it proposes. */
const answer = async (content: string) => {
  const plan = await planAt(content, { lookup });
  return { reply: plan.reply ?? "propose", cards: plan.toolCalls.map((c) => c.name) };
};
const NOTHING = { reply: "decline", cards: [] };

describe("an FAQ named by a topic none of the FAQs is about", () => {
  it("is said to be missing", () =>
    expectCards(
      answer,
      allRead(
        [
          "remove the faq about loyalty points",
          "scrap the faq about parking at the shop",
          "get rid of the faq about the x55's weight",
        ],
        NOTHING,
      ),
    ));

  it("still reaches the FAQ the topic is about, however it is put", () =>
    expectCards(answer, {
      "delete the faq about whether the consoles come with games": { reply: "propose", cards: ["delete_faq"] },
      "bin the faq about payment methods": { reply: "propose", cards: ["delete_faq"] },
    }));

  it("asks which when a word of the topic is in one of them", async () => {
    const faqs = [{ question: "Do you post to Europe?", answer: "Yes, shipping takes a week." }];
    const plan = await planAt("bin the faq about shipping to the channel islands", {
      lookup: demoLookup({ faqs: async () => faqs }),
    });
    expect({ reply: plan.reply, cards: plan.toolCalls }).toEqual({ reply: "ask", cards: [] });
  });
});

describe("a code or a promotion named that the shop does not run", () => {
  it("is said to be missing", () =>
    expectCards(
      answer,
      allRead(
        [
          "end the SUMMERFUN code",
          "turn off code STUDENTDEAL",
          "kill the valentines promo",
          "stop the spring clearance promotion",
        ],
        NOTHING,
      ),
    ));

  it("still ends the code or the sale it names", () =>
    expectCards(answer, {
      "end the WELCOME10 code": { reply: "propose", cards: ["end_discount_code"] },
      "stop the welcome code": { reply: "propose", cards: ["end_discount_code"] },
      "cancel the black friday promo": { reply: "propose", cards: ["end_sale"] },
    }));

  it("asks which when none is named", () =>
    expectCards(answer, {
      "end the code": { reply: "ask", cards: [] },
      "stop the promo": { reply: "ask", cards: [] },
    }));
});
