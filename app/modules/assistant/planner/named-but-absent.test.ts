// An FAQ or a promotion named by its topic or its code that the shop does not have is said to be missing, never
// asked about as if one of the others were meant, and never swapped for the closest one.
import { describe, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { expectCards, itPlans, replyAndCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const CODES = [{ id: "c-welcome", code: "WELCOME10", status: "active" }];
const SALES = [{ id: "s-bf", name: "Black Friday", status: "scheduled", target: "all_products" as const, items: [] }];
const lookup = demoLookup({ promotions: async () => ({ sales: SALES, codes: CODES }) });

const answer = (content: string) => replyAndCards(content, { lookup });
const MISSING = { reply: "decline", cards: [] };
const ASKED = { reply: "ask", cards: [] };
const proposed = (tool: string) => ({ reply: "propose", cards: [tool] });

describe("an FAQ named by a topic", () => {
  itPlans(answer, {
    "is said to be missing when no FAQ is about it, and reached however it is put when one is": {
      ...allRead(["remove the faq about loyalty points", "scrap the faq about parking at the shop"], MISSING),
      "get rid of the faq about the x55's weight": MISSING,
      ...allRead(
        ["delete the faq about whether the consoles come with games", "bin the faq about payment methods"],
        proposed("delete_faq"),
      ),
    },
  });

  it("asks which when a word of the topic is in one of them", () => {
    const faqs = [{ question: "Do you post to Europe?", answer: "Yes, shipping takes a week." }];
    const europe = demoLookup({ faqs: async () => faqs });
    return expectCards((content: string) => replyAndCards(content, { lookup: europe }), {
      "bin the faq about shipping to the channel islands": ASKED,
    });
  });
});

describe("a code or a promotion named", () => {
  itPlans(answer, {
    "is said to be missing when the shop does not run it, and ended when it does": {
      ...allRead(["end the SUMMERFUN code", "turn off code STUDENTDEAL", "kill the valentines promo"], MISSING),
      "stop the spring clearance promotion": MISSING,
      ...allRead(["end the WELCOME10 code", "stop the welcome code"], proposed("end_discount_code")),
      "cancel the black friday promo": proposed("end_sale"),
    },
    "is said to be missing when a code the shop does not have is to be deleted, and never ends another for it": {
      ...allRead(["delete the EASTER code", "remove the code SUMMERFUN please"], MISSING),
      // (a code it has is not ended for "delete": no card)
      "delete the WELCOME10 code": { reply: "decline", cards: [] },
      "remove the faq about discount codes": MISSING,
    },
    "asks which when none is named": { "end the code": ASKED, "stop the promo": ASKED },
  });
});
