// Owners' phrasings the planner used to get wrong: a filter the words state that a card reached past, a
// part of a message dropped, a time that made no sale, and arguments that lost what was said.
import { describe, expect, it } from "vitest";

import { expectAskedWithNoCard } from "../../../../tests/support/planner-answers";
import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, PLANNER_NOW as NOW, plannerOver, saleCall as sale } from "../../../../tests/support/planner-plan";
import type { CatalogItem, PlannerLookup } from "./lookup";
import { builtInPlan } from "./planner.server";

const base = demoLookup();
/** the demo catalogue with its add-ons' types and products, and the X55's and R36 Ultra's colours */
const lookup: PlannerLookup = {
  ...base,
  catalog: async () =>
    (await base.catalog()).map((i): CatalogItem => {
      if (i.slug === "battery-upgrade-5000mah" || i.slug === "microsd-128gb")
        return { ...i, addonType: "upgrade", linkedProductId: "p-r36-ultra" };
      if (i.kind === "addon") return { ...i, addonType: "accessory", linkedProductId: "p-x55-console" };
      if (i.slug === "r36-ultra")
        return {
          ...i,
          variants: [
            { name: "Carbon Black", stock: 4 },
            { name: "Arctic White", stock: 2 },
            { name: "Ocean Teal", stock: 2 },
          ],
        };
      return i;
    }),
};
const { plan, calls } = plannerOver(lookup);
const changes = (p: Awaited<ReturnType<typeof plan>>) => p.toolCalls.filter((c) => !c.name.startsWith("get_"));

describe("a card stays inside every filter the words state", () => {
  it("says there are none for draft upgrades instead of changing every product", async () => {
    const result = await plan("put all draft upgrades up by a pound");
    expect(changes(result)).toEqual([]);
    expect(result.message).toMatch(/There are no/);
  });

  it("puts no sale on add-ons of another product", async () => {
    const result = await plan("20% off the draft add-ons for the x55 this weekend");
    expect(changes(result)).toEqual([]);
  });

  it("does not take Dave Smith for Dave Price", async () => {
    const lookupWithDave: PlannerLookup = {
      ...lookup,
      reviews: async () => [
        { id: "r-dave", customerName: "Dave Price", productName: null, status: "published", rating: 1 },
      ],
    };
    const result = await builtInPlan(
      [{ role: "user", content: "hide the reviews from Dave Smith" }],
      lookupWithDave,
      NOW,
      "owner",
    );
    expect(changes(result)).toEqual([]);
  });
});

describe("every part of a message is answered", () => {
  it("gives three cards for three requests joined by a comma and 'and'", async () => {
    const orders = await lookup.orders();
    const [a, b] = orders;
    const result = await plan(
      `ship ${a.orderNumber} dpd 15501234567890, refund £5 on ${b.orderNumber} and hide dave price's review`,
    );
    const names = result.toolCalls.map((c) => c.name);
    expect(names).toContain("update_order");
    expect(names).toContain("refund_order");
    expect(result.toolCalls.find((c) => c.name === "update_order")?.arguments).toMatchObject({
      orderNumber: a.orderNumber,
      carrier: "dpd",
      trackingNumber: "15501234567890",
    });
  });

  it("reads 'it' in a later part as the order the part before named", async () => {
    const [order] = await lookup.orders();
    const result = await plan(`mark ${order.orderNumber} delivered + refund £3 on it`);
    expect(result.toolCalls).toContainEqual({
      name: "refund_order",
      arguments: expect.objectContaining({ orderNumber: order.orderNumber, amount: "3.00" }),
    });
  });
});

describe("a price for a time is a sale", () => {
  itPlans(calls, {
    "turns a sale price for the weekend into a sale of the difference": {
      "x55 down to 109.99 for the weekend": [
        {
          name: "create_sale",
          arguments: expect.objectContaining({
            discountType: "amount",
            amountOff: "10.00",
            startsAt: "2026-11-21T00:00",
            endsAt: "2026-11-22T23:59",
          }),
        },
      ],
    },
    "runs the sale from the start said to the end said": {
      "10% off all add-ons for the next 2 weeks": [sale("2026-11-16T10:00", "2026-11-29T23:59")],
      "a tenner off the x55 till the end of the month": [sale("2026-11-16T10:00", "2026-11-30T23:59")],
      "20% off the x55 from friday til monday": [sale("2026-11-20T00:00", "2026-11-23T23:59")],
      "easter weekend 20% off the x55": [sale("2027-03-26T00:00", "2027-03-29T23:59")],
      "15% off all add-ons from 1st jan for a week": [sale("2027-01-01T00:00", "2027-01-07T23:59")],
    },
  });

  it("asks about a bank holiday it cannot pin down rather than changing prices", async () => {
    expectAskedWithNoCard(await plan("10% off all consoles over the bank holiday"));
  });
});

describe("arguments keep what was said", () => {
  it("keeps a code's minimum spend and its dates", async () => {
    const spend = await plan("code TENOFF for a tenner off orders over £50");
    expect(spend.toolCalls[0].arguments).toMatchObject({ code: "TENOFF", amountOff: "10.00", minimumSpend: "50.00" });
    const dated = await plan("discount code BF20, 20% off, black friday only");
    expect(dated.toolCalls[0].arguments).toMatchObject({
      code: "BF20",
      startsAt: "2026-11-27T00:00",
      endsAt: "2026-11-27T23:59",
    });
  });
  itPlans(calls, {
    "takes an FAQ's answer after 'with the answer', without those words": {
      'add an faq "Do you sell games?" with the answer "No, just consoles."': [
        { name: "add_faq", arguments: { question: "Do you sell games?", answer: "No, just consoles." } },
      ],
    },
  });

  it("gives each colour of a restock its own number", async () => {
    const result = await plan("restock the ultra: 5 carbon black, 3 arctic white");
    expect(result.toolCalls.map((c) => [c.arguments.variant, c.arguments.stock])).toEqual([
      ["Carbon Black", 9],
      ["Arctic White", 5],
    ]);
  });

  it("answers 'show me the upgrades' with a look-up, never a publish", async () => {
    const result = await plan("show me the upgrades");
    expect(changes(result)).toEqual([]);
  });
});
