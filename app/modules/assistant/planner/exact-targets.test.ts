// What the owner tried, as they typed it: the targets are exactly what the words select, every part
// of a message is answered, a price tied to an event is a sale, shipping reads carrier and tracking, and a
// role is refused before any card.
import { describe, expect, it } from "vitest";

import { demoReviews } from "~/db/demo-catalog";

import { expectAskedWithNoCard } from "../../../../tests/support/planner-answers";
import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, plannerOver } from "../../../../tests/support/planner-plan";
import { faqDeliveryWarning } from "../consistency.server";
import { builtInPlan } from "./planner.server";

// the demo shop's delivery list
const OFFERED = ["United Kingdom", "Isle of Man", "Jersey", "Guernsey"];

const BEFORE_BLACK_FRIDAY = new Date("2026-11-16T10:00:00Z");
const AFTER_BLACK_FRIDAY = new Date("2026-11-29T10:00:00Z");
/** the demo reviews with the product each is about, as the shop's look-up gives them */
const reviewed = demoLookup({
  reviews: async () =>
    demoReviews.map((r, i) => ({
      id: `r${i}`,
      customerName: r.customerName,
      productName:
        { "r36-console": "R36S Retro Handheld", "r36-ultra": "R36 Ultra", "x55-console": "X55 Handheld" }[
          r.productSlug ?? ""
        ] ?? null,
      status: r.status ?? "published",
      rating: r.rating ?? 5,
    })),
});
const { plan, calls } = plannerOver(reviewed);

describe("targets are exactly what the words select", () => {
  it("answers an empty selection and proposes nothing", async () => {
    const result = await plan("delete every draft product");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toBe("There are no draft products.");
  });
  itPlans(calls, {
    "deletes only the draft add-ons": {
      "delete every draft add-on": [{ name: "delete_addon", arguments: { id: "a-retro-wired-controller" } }],
    },
    "reads the status word as the filter and the verb as the change": {
      "publish all the draft add-ons": [
        { name: "update_addon", arguments: { id: "a-retro-wired-controller", status: "published" } },
      ],
    },
  });

  it("hides the 3-star reviews of the product named, not another product's, and names each", async () => {
    const result = await plan("hide the 3 star reviews on the r36s");
    const jack = demoReviews.findIndex((r) => r.customerName === "Jack Thornton");
    expect(result.toolCalls).toEqual([{ name: "update_review", arguments: { id: `r${jack}`, status: "hidden" } }]);
    expect(result.message).toContain("Jack Thornton, 3★, R36S Retro Handheld");
  });
  itPlans(calls, {
    "pulls an add-on from the store": {
      "Pull the USB-C dock from the store": [
        { name: "update_addon", arguments: { id: "a-usb-c-charging-dock", status: "draft" } },
      ],
    },
  });
});

describe("a price change tied to an event is a scheduled sale", () => {
  itPlans(calls, {
    "schedules Black Friday in UK time instead of overwriting the prices": {
      "discount all consoles by 15% for Black Friday": [
        {
          name: "create_sale",
          arguments: expect.objectContaining({
            name: "Black Friday",
            startsAt: "2026-11-27T00:00",
            endsAt: "2026-11-27T23:59",
            target: "all_products",
            discountType: "percent",
            percentOff: 15,
          }),
        },
      ],
    },
  });

  it("asks about a Black Friday that has passed", async () => {
    const result = await plan("discount all consoles by 15% for Black Friday", { now: AFTER_BLACK_FRIDAY });
    expectAskedWithNoCard(result);
    expect(result.message).toContain("has passed");
  });

  it("runs a tenner off until Sunday from now to Sunday night", async () => {
    const result = await plan("a tenner off the x55 until Sunday");
    expect(result.toolCalls[0]).toMatchObject({
      name: "create_sale",
      arguments: { endsAt: "2026-11-22T23:59", amountOff: "10.00", items: [{ kind: "product", id: "p-x55-console" }] },
    });
  });
});

describe("putting a price back", () => {
  it("ends the live sale that made the price rather than writing a new one", async () => {
    const onSale = demoLookup({
      promotions: async () => ({
        sales: [
          {
            id: "s-bf",
            name: "Black Friday",
            status: "live",
            target: "items",
            items: [{ kind: "product", id: "p-x55-console" }],
          },
        ],
        codes: [],
      }),
    });
    const result = await plan("put the x55 back to its old price", { lookup: onSale });
    expect(result.toolCalls).toEqual([{ name: "end_sale", arguments: { id: "s-bf" } }]);
  });
});

describe("shipping and messages with several requests", () => {
  itPlans(calls, {
    "reads carrier and tracking number, and does not drop the refund": {
      "ship RH-4F7K2M9Q1A royal mail RN987654321GB and refund a fiver on RH-8T3N6P2W5C": [
        {
          name: "update_order",
          arguments: {
            orderNumber: "RH-4F7K2M9Q1A",
            status: "shipped",
            carrier: "royal_mail",
            trackingNumber: "RN987654321GB",
          },
        },
        { name: "refund_order", arguments: { orderNumber: "RH-8T3N6P2W5C", amount: "5.00" } },
      ],
    },
  });

  it.each([
    ["royal mail", "royal_mail"],
    ["DPD", "dpd"],
    ["Evri", "evri"],
    ["Parcelforce", "parcelforce"],
    ["UPS", "ups"],
    ["DHL", "dhl"],
    ["Yodel", "yodel"],
    ["another courier", "other"],
  ])("reads %s as the carrier", async (words, carrier) => {
    const result = await plan(`ship RH-4F7K2M9Q1A with ${words}, tracking number AB123456789GB`);
    expect(result.toolCalls[0].arguments).toMatchObject({ carrier, trackingNumber: "AB123456789GB" });
  });

  it("asks for the tracking number before the shipping email goes out", async () => {
    const result = await plan("ship priya's order");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toMatch(/tracking number/);
  });

  it("names the part it did not understand", async () => {
    const result = await plan("put the carry case up to £13.99 and paint the shop purple");
    expect(result.toolCalls).toEqual([
      { name: "update_addon", arguments: { id: "a-hard-shell-carry-case", price: "13.99" } },
    ]);
    expect(result.message).toContain("“paint the shop purple”");
  });
});

describe("the signed-in role", () => {
  it("refuses a refund to Fulfilment before drawing a card", async () => {
    const result = await builtInPlan(
      [{ role: "user", content: "refund £5 on RH-8T3N6P2W5C" }],
      reviewed,
      BEFORE_BLACK_FRIDAY,
      "fulfilment",
    );
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toContain("Fulfilment");
    expect(result.suggestions?.length).toBeGreaterThan(0);
  });
});

describe("consistency warnings", () => {
  it("flags an FAQ that promises a country the checkout does not deliver to", () => {
    expect(
      faqDeliveryWarning("Do you ship to Ireland?", "Yes, we ship to Ireland in 3-5 working days.", OFFERED),
    ).toContain("promises delivery to Ireland");
    expect(faqDeliveryWarning("Do you ship to Jersey?", "Yes, we do.", OFFERED)).toBeNull();
    expect(faqDeliveryWarning("Do you ship to France?", "Not yet, UK only.", OFFERED)).toBeNull();
  });
});
