// A share of what was paid given back is a refund of that share: "give callum half his money back". Phrasings
// written for the rule, not taken from any corpus.
import { describe, expect } from "vitest";

import { callsOf, itPlans, proposes } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const refunded = (amount: string) => [{ name: "refund_order", arguments: { orderNumber: expect.any(String), amount } }];
const refunds = proposes("refund_order");

describe("a share of the money given back", () => {
  itPlans(callsOf, {
    "refunds half, or the percentage, of what was paid": {
      "send tom half his money back": refunded("66.49"),
      "priya should get half her money back": refunded("39.99"),
      "half back to callum": refunded("28.49"),
      "tom gets 25% of his order back": refunded("33.25"),
    },
  });
  itPlans(refunds, {
    "is no refund when the share is of a price or of stock": allRead(
      ["put the x55 back to half price", "half the stock back in the x55"],
      false,
    ),
  });
});
