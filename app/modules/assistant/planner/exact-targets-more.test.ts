// Rule classes dev sets 7 and 8 showed: a selection that comes out empty is said, never widened; every part
// of a message is read with its own change; a price change for a time or a promotion is a sale; a parcel and
// its order are both read before anything is shipped.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, plannerOver, saleCall as sale } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";
import type { PlannerLookup } from "./lookup";

const base = demoLookup();
const lookup: PlannerLookup = {
  ...base,
  orders: async () => [
    ...(await base.orders()),
    {
      orderNumber: "RH-2J9R4V7X3B",
      customerName: "Aisha Okafor",
      email: "aisha@example.com",
      status: "shipped",
      total: 9998,
      items: [{ name: "R36S Retro Handheld", quantity: 2 }],
    },
  ],
};
const { plan, calls, answer } = plannerOver(lookup);
/** The message is answered with a question, and no change is planned. */
const ASKED = { reply: "ask" as const, changes: [] };
/** Whether the message plans no change, and says something instead. */
const noCard = async (text: string) => {
  const result = await plan(text);
  return { changes: result.toolCalls.filter((c) => !c.name.startsWith("get_")), said: result.message.length > 0 };
};

describe("an empty selection is said, never widened", () => {
  itPlans(noCard, {
    "proposes no card": allRead(
      [
        "delete the hidden x55 reviews",
        "delete the 0 star reviews",
        "remove the faq about crypto payments",
        "undo the last shipment",
        "ship the cancelled orders royal mail",
        "refund the cancelled orders",
        "ship aisha's order dpd 15501111222233",
        "set all the sold out colours back to 10",
        "add 30 to the r36s all retro grey",
      ],
      { changes: [], said: true },
    ),
  });
  itPlans(answer, {
    "asks which add-ons when the words leave one out": { "draft all the add ons exept the dock": ASKED },
  });
  itPlans(calls, {
    "takes a status that selects one order as that order": {
      "cancel all the processing orders": [{ name: "cancel_order", arguments: { orderNumber: "RH-8T3N6P2W5C" } }],
    },
  });
});

describe("a price change for a time or a promotion is a sale", () => {
  itPlans(calls, {
    "makes the one sale over the time said": {
      "30% off the x55 next month": [sale("2026-12-01T00:00", "2026-12-31T23:59")],
      "sd cards £2 off for 48 hours": [sale("2026-11-16T10:00", "2026-11-18T10:00")],
      "xmas day 10% off the ultra": [sale("2026-12-25T00:00", "2026-12-25T23:59")],
      "15 % off the x55 the weekend of the 5th dec": [sale("2026-12-05T00:00", "2026-12-06T23:59")],
      "x55 10% off from midnight tonight to sunday night": [sale("2026-11-17T00:00", "2026-11-22T23:59")],
    },
  });
  itPlans(answer, {
    "asks, never a new price": allRead(
      [
        "ultra half price",
        "£5 off the ultra on 12/1",
        "15% off the x55 next weekend",
        "black friday: dock £3 off, sd card £2 off",
        "sale 10% off x55 sat and sun",
      ],
      ASKED,
    ),
  });

  it("reads a price written as was -> now as the new one", async () => {
    const result = await plan("r36s 49.99 -> 44.99");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ price: "44.99" });
  });
});

describe("every part of a message keeps its own change", () => {
  it("reads a bare count after a stock change as stock, never a price", async () => {
    const result = await plan("set the x55 stock to 60 and the ultra to 12");
    expect(result.toolCalls.map((c) => c.arguments)).toEqual([
      expect.objectContaining({ stockQuantity: 60 }),
      expect.objectContaining({ stockQuantity: 12 }),
    ]);
  });

  it("makes one sale of one amount and one time over several items, and keeps another part's own change", async () => {
    const one = await plan("15 percent off the dock and the battery this weekend");
    expect(one.toolCalls.map((c) => c.name)).toEqual(["create_sale"]);
    expect(one.toolCalls[0]?.arguments.items).toHaveLength(2);
    const two = await plan("20% off the x55 this weekend and draft the controller");
    expect(two.toolCalls.map((c) => c.name)).toEqual(["create_sale", "update_addon"]);
    expect(two.toolCalls[0]?.arguments.items).toHaveLength(1);
  });

  it("plans each line of a message", async () => {
    const result = await plan("x55 to 109.99\nultra to 69.99\nr36s to 44.99");
    expect(result.toolCalls.map((c) => c.arguments.price)).toEqual(["109.99", "69.99", "44.99"]);
  });

  it("reads a bare count before an item on the order as how many, never pounds", async () => {
    const result = await plan("refund 2 of the r36s on aisha's order");
    expect(result.toolCalls[0]?.arguments).toEqual({
      orderNumber: "RH-2J9R4V7X3B",
      lines: [{ index: 0, quantity: 2 }],
    });
  });
  itPlans(answer, {
    "asks which order a parcel is for when none is named": { "royal mail RN112233445GB": ASKED },
  });

  it("reads a carrier after a customer's first name as the carrier", async () => {
    const result = await plan("ship callum UPS 1Z999AA10123456784");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ orderNumber: "RH-6D1L8S5Y0E", carrier: "ups" });
  });
});

describe("a refund of part of a line", () => {
  it("refunds one of two items bought, not both", async () => {
    const result = await plan("refund aisha for one of the two r36s");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ lines: [{ index: 0, quantity: 1 }] });
  });
});
