// What was not asked is never proposed: a sale runs between the days named (named days, a whole month), a
// time that cannot be pinned is asked, a change that empties the shop or gives an item away is asked first,
// and "put that back" with nothing to put back is said.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, itPlans, planAt, saleCall as sale } from "../../../../tests/support/planner-plan";
import type { PlannerLookup } from "./lookup";

const plan = (content: string, lookup: PlannerLookup = demoLookup()) => planAt(content, { lookup });

describe("a price change for a time is a sale between the days named", () => {
  it.each([
    [
      "runs from now until a named day",
      "15 percent off the ultra until christmas eve",
      "2026-11-16T10:00",
      "2026-12-24T23:59",
    ],
    [
      "runs from one named day to another",
      "20% off all add-ons from boxing day to new years eve",
      "2026-12-26T00:00",
      "2026-12-31T23:59",
    ],
    [
      "runs for a whole month, never as a new price for good",
      "screen protector £2 off for the whole of december",
      "2026-12-01T00:00",
      "2026-12-31T23:59",
    ],
    [
      "never reads the percentage as a year",
      "x55 sale 28th to 30th nov 10% off",
      "2026-11-28T00:00",
      "2026-11-30T23:59",
    ],
  ])("%s: %s", async (_, words, startsAt, endsAt) => {
    const result = await plan(words);
    expect(result.toolCalls).toEqual([sale(startsAt, endsAt)]);
  });
  itPlans(callsOf, {
    "gives a time said before a colon to every part": {
      "boxing day: a tenner off the x55 and a fiver off the ultra": [
        sale("2026-12-26T00:00", "2026-12-26T23:59"),
        sale("2026-12-26T00:00", "2026-12-26T23:59"),
      ],
    },
  });

  it.each(["10% off the x55 next friday", "knock 15% off the r36s for cyber weekend"])(
    "asks about a time it cannot pin down: %s",
    async (words) => {
      const result = await plan(words);
      expect(result.toolCalls).toEqual([]);
      expect(result.message).toMatch(/\?$/);
    },
  );
});

describe("a wide or costly change is asked first", () => {
  it("asks before taking every product off the shop, and proposes it once confirmed", async () => {
    const asked = await plan("set all the products to draft");
    expect(asked.toolCalls).toEqual([]);
    expect(asked.message).toContain("nothing could be bought");
    const confirmed = await plan(asked.suggestions![0].prompt);
    expect(confirmed.toolCalls).toEqual([
      { name: "bulk_update", arguments: { target: "products", filter: {}, change: { setStatus: "draft" } } },
    ]);
  });

  it.each(["set the add ons to draft", "delete all add-ons"])("asks which ones: %s", async (words) => {
    const result = await plan(words);
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toMatch(/\?$/);
    expect(result.suggestions?.map((s) => s.label)).toContain("USB-C Charging Dock");
  });

  it("asks before pricing an item at nothing, and proposes it once free is said", async () => {
    const asked = await plan("set the r36s price to 0");
    expect(asked.toolCalls).toEqual([]);
    const confirmed = await plan(asked.suggestions![0].prompt);
    expect(confirmed.toolCalls).toEqual([
      { name: "update_product", arguments: { id: "p-r36-console", price: "0.00" } },
    ]);
  });
});

describe("what selects nothing is said", () => {
  it("says there is nothing to put back when no sale or earlier price made the price", async () => {
    const result = await plan("put the x55 back to full price", demoLookup({ previousValue: async () => undefined }));
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toBe(
      "X55 Handheld is in no live sale and Activity has no earlier price for it, so there is nothing to put back: " +
        "it is £119.99.",
    );
  });

  it("answers a customer with no order, named without an apostrophe", async () => {
    const result = await plan("cancel fred bloggs order");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toBe("There are no orders for Fred Bloggs, so nothing is proposed.");
  });

  it("answers a customer with no order, named by the first name and an 's' without its apostrophe", async () => {
    const result = await plan("refund gavins order");
    expect(result.toolCalls).toEqual([]);
    expect(result.message).toBe("There are no orders for Gavin, so nothing is proposed.");
    // (a day's orders or "this order" name nobody)
    for (const text of ["cancel todays order", "cancel this order", "ship yesterdays orders"])
      expect((await plan(text)).message).not.toMatch(/There are no orders for/);
  });
});

describe("operators' own short forms", () => {
  it.each(["put that back", "scrap that, go back"])("undoes the last change: %s", async (words) => {
    const result = await plan(words);
    expect(result.toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: "e-latest" } }]);
  });
  itPlans(callsOf, {
    "adds an FAQ typed as q: and a:": {
      "faq q: can i collect from the warehouse? a: no, we're online only": [
        {
          name: "add_faq",
          arguments: { question: "can i collect from the warehouse?", answer: "no, we're online only" },
        },
      ],
    },
  });
});

describe("an add-on's stock is its options' own", () => {
  const withOptions = demoLookup({
    catalog: async () =>
      (await demoLookup().catalog()).map((i) =>
        i.slug === "hard-shell-carry-case"
          ? { ...i, variants: [30, 30].map((stock, n) => ({ name: ["Black and Orange", "All Black"][n], stock })) }
          : i.slug === "screen-protector-3-pack"
            ? {
                ...i,
                variants: ["3.5-inch (R36S)", "4-inch (R36 Ultra)", "5.5-inch (X55)"].map((name) => ({
                  name,
                  stock: 40,
                })),
              }
            : i,
      ),
  });

  it("asks which option when none is named", async () => {
    const result = await plan("carry case +15", withOptions);
    expect(result.toolCalls).toEqual([]);
    expect(result.suggestions?.map((s) => s.label)).toEqual(["Black and Orange", "All Black"]);
  });

  it("sets every option when 'of each' is said", async () => {
    const result = await plan("restock screen protectors 10 of each", withOptions);
    expect(result.toolCalls.map((c) => [c.arguments.variant, c.arguments.stock])).toEqual([
      ["3.5-inch (R36S)", 50],
      ["4-inch (R36 Ultra)", 50],
      ["5.5-inch (X55)", 50],
    ]);
  });

  it("declines an add-on without options, saying where its stock is set", async () => {
    const result = await plan("restock the dock, 10 more", withOptions);
    expect(result.toolCalls).toEqual([]);
    expect(result.reply).toBe("decline");
    expect(result.message).toContain("set on its page under Add-ons");
  });
});

describe("a name is read whole", () => {
  it("deletes the review of a reviewer whose surname has digits, not 'nobody by that name'", async () => {
    const name = "Reviewer CF592F48";
    const lookup = demoLookup({
      reviews: async () => [{ id: "x", customerName: name, productName: null, status: "published", rating: 4 }],
    });
    const result = await plan(`Delete review by ${name}`, lookup);
    expect(result.toolCalls).toEqual([{ name: "delete_review", arguments: { id: "x" } }]);
  });
});
