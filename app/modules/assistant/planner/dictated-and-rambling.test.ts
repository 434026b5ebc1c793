// Rule classes dev set 12 showed: punctuation said aloud, requests taken back, a value cut short at words inside
// it, a part that is only someone else's name, dates that run on or start later, and the words of a code or a
// setting the tools take. Each asserts the cards an operator would see.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { plannerOver } from "../../../../tests/support/planner-plan";

const lookup = demoLookup();
const { plan, cards } = plannerOver(lookup);

describe("a request taken back in the message", () => {
  it("proposes nothing and says so", async () => {
    const result = await plan("put the dock up to 17.99 - on second thoughts leave it as it is");
    expect(result.toolCalls).toEqual([]);
    expect(result.reply).toBe("decline");
    expect(result.message).toMatch(/took that back/);
  });

  it("asks when a change of verb follows 'or no'", async () => {
    const result = await plan("delete the carry case, or no, just draft it");
    expect(result.toolCalls).toEqual([]);
    expect(result.reply).toBe("ask");
  });
});

describe("dictated messages", () => {
  it("reads a dictated new line as two requests and 'full stop' as no command", async () => {
    expect(await cards("mark toms order as processing new line and priyas too")).toEqual([
      { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", status: "processing" },
      { tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "processing" },
    ]);
    expect(await cards("switch the tracking page back on full stop")).toEqual([
      { tool: "update_settings", trackingPageEnabled: true },
    ]);
  });

  it("reads a slash between two settings as two requests", async () => {
    const got = await cards("free delivery over £45 / announcement bar 'Free delivery over £45'");
    expect(got).toEqual([
      { tool: "update_settings", freeDeliveryThreshold: "45.00" },
      { tool: "update_settings", announcementBar: "Free delivery over £45" },
    ]);
  });
});

describe("values the tools take whole", () => {
  it("keeps a quoted FAQ answer whole, with its own 'to'", async () => {
    const [card] = await cards("the battery faq should say 'Up to 5 hours, charged by USB-C.'");
    expect(card).toMatchObject({ tool: "update_faq", answer: "Up to 5 hours, charged by USB-C." });
  });

  it("gives a code the number of uses it is limited to", async () => {
    expect(await cards("new code CASE3, £3 off, max 50 uses")).toEqual([
      { tool: "create_discount_code", code: "CASE3", kind: "amount", amountOff: "3.00", usageLimit: 50 },
    ]);
  });

  it("sets the subtitle when the line under the heading is named", async () => {
    expect(await cards("change the text below the homepage heading to 'Retro handhelds, posted next day'")).toEqual([
      { tool: "update_settings", heroSubtitle: "Retro handhelds, posted next day" },
    ]);
  });

  it("reads a man and van as a courier of its own", async () => {
    const [card] = await cards("toms went with a man & van, ref VAN-2231");
    expect(card).toMatchObject({ tool: "update_order", carrier: "other", trackingNumber: "VAN-2231" });
  });

  it("publishes at a price said in pounds", async () => {
    const [card] = await cards("publish the wired controller at twelve pounds");
    expect(card).toMatchObject({ tool: "update_addon", status: "published", price: "12.00" });
  });
});

describe("times of a sale", () => {
  it("counts hours from the start said", async () => {
    const [card] = await cards("10% off all add-ons from 9am tomorrow for 6 hours");
    expect(card).toMatchObject({ startsAt: "2026-11-17T09:00", endsAt: "2026-11-17T15:00" });
  });

  it("asks about a sale whose end hour is said apart, and an occasion with no date", async () => {
    for (const text of ["black friday 20% off the case but end it at 8pm", "£5 off the x55 for payday"]) {
      const result = await plan(text);
      expect(result.toolCalls).toEqual([]);
      expect(result.reply).toBe("ask");
    }
  });
});
