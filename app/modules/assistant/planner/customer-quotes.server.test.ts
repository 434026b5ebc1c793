import { describe, expect, it } from "vitest";

import { callsOf } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { withoutCustomerQuotes } from "./customer-quotes.server";

describe("a customer's quoted words before the owner's request", () => {
  itReads(withoutCustomerQuotes, {
    "drops the quote": {
      "Email from Tom: 'Has my X55 shipped? I need it for Saturday.' It went royal mail today. Update his order.":
        "Email from Tom. It went royal mail today. Update his order.",
      [`callum texted - "wheres my parcel??" ship it dpd 15501234567890`]: "callum texted. ship it dpd 15501234567890",
      "Priya emailed asking 'can I change my colour?' - put her order back to pending":
        "Priya emailed asking. put her order back to pending",
    },
    "keeps the text to set, and a quote with nothing asked after it": [
      "reply to Dave's review: 'Thanks Dave, we'll sort it'",
      "add an faq 'Do you ship abroad?' answer 'Not yet'",
      "Email from Tom: 'Has my X55 shipped?'",
      "set the announcement to 'Free delivery this week' please",
    ],
  });

  it("ships the order of the customer who wrote, and changes no setting", async () => {
    const toolCalls = await callsOf(
      "Email from Tom: 'Is my parcel on its way yet? Tracking would be great.' It went out with DPD this " +
        "morning, tracking 15502468013579. Update his order.",
    );
    expect(toolCalls.map((c) => c.name)).toEqual(["update_order"]);
    expect(toolCalls[0].arguments).toMatchObject({ orderNumber: "RH-8T3N6P2W5C", trackingNumber: "15502468013579" });
  });
});
