// Words the operator takes back or pads a request with, and plans the words do not bear out: each was
// once proposed as a change that was not asked for.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, planAt, plannerOver } from "../../../../tests/support/planner-plan";
import { allRead, expectReadings, itReads } from "../../../../tests/support/readings";
import type { CatalogItem } from "./lookup";
import { withoutPleasantries } from "./pleasantries.server";
import { corrected, unevaluatedCondition, withoutNegations } from "./second-thoughts.server";

const base = demoLookup();
const R36S_COLOURS = ["Midnight Black", "Retro Grey", "Translucent Purple", "Sunset Orange"];
/** a demo item as the shop has it: the carry case goes with the R36S, which comes in four colours */
function asShopped(item: CatalogItem): CatalogItem {
  if (item.slug === "hard-shell-carry-case") return { ...item, linkedProductId: "p-r36-console" };
  if (item.slug === "r36-console") return { ...item, variants: R36S_COLOURS.map((name) => ({ name, stock: 30 })) };
  return item;
}
const lookup = demoLookup({ catalog: async () => (await base.catalog()).map(asShopped) });
const { plan, changes } = plannerOver(lookup);
/** the correction read with nobody named before it */
const read = (text: string) => corrected(text);

describe("a correction inside the message", () => {
  itReads(read, {
    "replaces the figure said before it": {
      "x55 to 104.99, no wait, 99.99": { text: "x55 to 99.99" },
      "refund megan £5 no sorry £4": { text: "refund megan £4" },
      "20% off the dock for black friday, actually make it 25%": { text: "25% off the dock for black friday" },
      "add 10 glacier blue x55s, no make that 12": { text: "add 12 glacier blue x55s" },
    },
  });

  it("replaces a carrier and its tracking number, and a customer", () => {
    expectReadings(read, {
      "ship tom's royal mail RN135792468GB - no hang on it went dpd 15501357924680": {
        text: "ship tom's dpd 15501357924680",
      },
      "send callum's via royal mail - my bad, it was parcelforce, PF12345678GB": {
        text: "send callum's via parcelforce PF12345678GB",
      },
    });
    expect(corrected("hide neil gray's review. no wait, karen moss's", ["neil gray", "karen moss"])).toEqual({
      text: "hide karen moss's review",
    });
  });

  it("drops what 'scratch that' takes back, and asks when the correction cannot be placed", () => {
    expect(corrected("cyber monday - scratch that, black friday - 15% off the ultra")).toEqual({
      text: "black friday - 15% off the ultra",
    });
    expect(corrected("x55 to 99.99, no wait, draft the ultra")).toHaveProperty("ask");
    expect(corrected("ship callum's dpd 15501234567890 - scratch that, it's ups 1Z999AA10123456784")).toEqual({
      text: "ship callum's ups 1Z999AA10123456784",
    });
    expect(corrected("dock to 15.99, scrap that, 14.99")).toEqual({ text: "dock to 14.99" });
    expect(corrected("make that one cheaper")).toBeNull();
  });

  it("proposes the corrected price, never the first one", async () => {
    const [call] = await changes("make the ultra 74.99 - sorry i mean 72.99");
    expect(call.arguments).toMatchObject({ id: "p-r36-ultra", price: "72.99" });
  });

  it("swaps in the words meant for the earlier ones named after an apology, asking when those were not said", () => {
    expectReadings(read, {
      "mark priya's as delivered, sorry, shipped not delivered": { text: "mark priya's as shipped" },
      "send callum's royal mail - oops, dpd rather than royal mail please": { text: "send callum's dpd" },
    });
    expect(corrected("mark it as delivered, sorry, shipped not processing")).toHaveProperty("ask");
  });
  itReads(read, {
    "reads a 'no' before what there is none of as a fact, not a change of mind": allRead(
      ["priya's parcel went today, no tracking on it", "send megan's when you can, no rush"],
      null,
    ),
  });

  it("hears a sigh or a hesitation before the 'no', with or without commas", async () => {
    expectReadings(read, {
      "x55 to 104.99. ugh no 99.99": { text: "x55 to 99.99" },
      "refund megan £5, erm no £4": { text: "refund megan £4" },
    });
    const [call] = await changes("delete oliver bennett's review. ugh no just hide it");
    expect([call.name, call.arguments.status]).toEqual(["update_review", "hidden"]);
    // (a sigh with no "no" after it takes nothing back)
    expect(read("ugh, the x55 to 104.99 please")).toBeNull();
  });

  it("takes back what was said in jest", () => {
    expectReadings(read, {
      "dock to 9.99 - only joking, 13.99": { text: "dock to 13.99" },
      "code SNOW 50% off, kidding, 15%": { text: "code SNOW 15% off" },
      "hide the 4 star reviews - only joking, the 2 star ones": { text: "hide the 2 star reviews" },
      "reply 'thanks!' to the 3-star review, no wait, 4": { text: "reply 'thanks!' to the 4-star review" },
    });
    // (a joke asked for is no correction)
    expect(corrected("tell me a joke")).toBeNull();
  });

  it("proposes the figure after an unpunctuated 'no wait', never the one before it", async () => {
    const [price] = await changes("battery to 17.99 no hang on 18.49");
    expect(price.arguments).toMatchObject({ price: "18.49" });
    const [code] = await changes("code SLEIGH 10% no wait 15%");
    expect(code.arguments).toMatchObject({ code: "SLEIGH", percentOff: 15 });
  });

  it("proposes the price said instead, never the one it replaces", async () => {
    const [call] = await changes("put the dock to 13.99, oops, 12.99 not 13.99");
    expect(call.arguments).toMatchObject({ id: "a-usb-c-charging-dock", price: "12.99" });
  });
});

describe("a negated clause", () => {
  it("needs no comma before a 'not' that rules out a change", async () => {
    const [call] = await changes("hide oliver bennett's review not delete it");
    expect([call.name, call.arguments.status]).toEqual(["update_review", "hidden"]);
    expect(withoutNegations("hide the dock don't delete it").text).toBe("hide the dock");
    // (a "not" before no change is no negated clause: "it's not selling")
    expect(withoutNegations("the dock is not selling so drop it to 12.99").excepted).toEqual([]);
  });

  it("is taken out, with what it names", () => {
    expect(withoutNegations("refund megan £5 but don't cancel the order")).toEqual({
      text: "refund megan £5",
      excepted: ["cancel the order"],
    });
    expect(withoutNegations("hide the 1 star reviews except karen's").excepted).toEqual(["karen's"]);
    expect(withoutNegations("x55 down to 109.99 but leave the ultra alone").text).toBe("x55 down to 109.99");
    expect(withoutNegations("carry case to 11.99 (typo before, not 1.99)").excepted).toEqual(["1.99"]);
  });

  it("changes nothing it names, and never does what it forbids", async () => {
    expect((await changes("refund priya £5 but don't cancel the order")).map((c) => c.name)).toEqual(["refund_order"]);
    expect(await changes("don't cancel callum's order, he's paid now")).toEqual([]);
    expect((await changes("hide dave price's review, not delete it")).map((c) => c.name)).not.toContain(
      "delete_review",
    );
    expect(await changes("20% off all add-ons for black friday except the dock")).toEqual([]);
    const [only] = await changes("x55 down to 109.99 but leave the ultra alone");
    expect(only.arguments).toMatchObject({ id: "p-x55-console" });
  });

  it("asks about a condition on a figure instead of reading its number as the change", async () => {
    expect(unevaluatedCondition("if the ultra's under 10 in stock add 20")).toBe(true);
    expect(await changes("if the ultra's under 10 in stock add 20")).toEqual([]);
  });
});

describe("pleasantries around a request", () => {
  it("are no part of it", async () => {
    const none = () => false;
    expect(
      withoutPleasantries("morning! bit of a mad one today - can you knock the x55 down please, thanks x", none),
    ).toBe("can you knock the x55 down please");
    expect(withoutPleasantries("thanks, that's all for now", none)).toBe("thanks");
    expect(withoutPleasantries("ta pal, that's everything for today", none)).toBe("ta pal");
    const [call] = await changes(
      "morning! bit of a mad one today - can you knock the x55 down to 109.99 please, thanks x",
    );
    expect(call).toMatchObject({ name: "update_product", arguments: { price: "109.99" } });
  });
});

describe("a plan the words do not bear out is asked about", () => {
  itPlans(changes, {
    "a record described rather than named": allRead(
      ["the big screen one needs to come down to 114.99", "the one with the 4 inch screen, 5% off black friday"],
      [],
    ),
    "an add-on read as the product it goes with": { "the case for the r36s, 10% off this weekend": [] },
    "a sale in another year, on two days, or past the end it was given": allRead(
      [
        "black friday 2025 20% off the x55",
        "20% off the r36s for cyber monday and on boxing day",
        // ("boxing day till 2nd jan" now runs to the 2nd; an end months away is still not read, so the net asks)
        "boxing day till 3rd november, 25% off the x55",
      ],
      [],
    ),
    // ("that controller we've got in draft, put it live" no longer says two statuses: "in draft" is how it stands)
    "two cards setting one field of one record to two values": allRead(
      ["publish the controller and put the controller in draft", "the dock to 14.99 and the dock to 13.99"],
      [],
    ),
  });
});

describe("counts said as owners say them", () => {
  it("reads '1 and 2 star' as both ratings", async () => {
    const lookupWithLow = demoLookup({
      reviews: async () => [
        ...(await base.reviews()),
        { id: "r-1", customerName: "Dave Price", productName: null, status: "published", rating: 1 },
        { id: "r-2", customerName: "Neil Gray", productName: null, status: "published", rating: 2 },
      ],
    });
    const result = await planAt("delete the 1 and 2 star reviews", { lookup: lookupWithLow, role: undefined });
    expect(result.toolCalls.map((c) => c.arguments.id).sort()).toEqual(["r-1", "r-2"]);
  });

  it("sets the stock an owner says they have", async () => {
    const [stock] = await changes("retro grey r36s - we've only got 25 actually");
    expect(stock.arguments).toMatchObject({ variant: "Retro Grey", stock: 25 });
  });
});

describe("what the shop cannot do, however it is put", () => {
  it("declines cancelling orders that have gone out, reading nothing", async () => {
    for (const request of ["can you cancel orders that have already shipped?", "cancel orders already dispatched"]) {
      const result = await plan(request);
      expect(result.reply, request).toBe("decline");
      expect(result.toolCalls, request).toEqual([]);
    }
  });
});
