// Rule classes dev set 10 showed, in terse ops-speak typed on a phone: arrows and plus signs before amounts,
// a price ten times the one it replaces, a refund above what was paid, undo wording, a request per line after
// free text, an amount off after a comma, a quoted note on the order the part before named, and a reviewer
// named by first name.
import { describe, expect, it } from "vitest";

import { expectAskedWithNoCard } from "../../../../tests/support/planner-answers";
import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { PLANNER_NOW as NOW, planAt } from "../../../../tests/support/planner-plan";
import { builtInPlan } from "./planner.server";

const plan = (content: string) => planAt(content);
const names = (p: Awaited<ReturnType<typeof plan>>) => p.toolCalls.map((c) => c.name);

describe("amounts typed as symbols", () => {
  it("reads '>' between two prices as the old price and the new", async () => {
    const result = await plan("dock 15.99>13.99");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ price: "13.99" });
  });

  it("reads two arrows joined by a comma as two new prices", async () => {
    const result = await plan("r36s -> 44.99, ultra -> 74.99");
    expect(result.toolCalls.map((c) => c.arguments.price)).toEqual(["44.99", "74.99"]);
  });

  it("reads '+' before an amount as a rise, not two requests", async () => {
    const before = await plan("ultra to 79.99");
    const result = await plan("ultra + a fiver");
    const was = Number(before.toolCalls[0]?.arguments.price);
    expect(Number(result.toolCalls[0]?.arguments.price)).toBeCloseTo(was + 5);
  });

  it("asks about a price typed in pence without a point", async () => {
    expectAskedWithNoCard(await plan("ultra price 7999"));
  });
});

describe("a refund above what was paid", () => {
  it("is asked about with the most that can be refunded, never proposed", async () => {
    const result = await plan("refund priya £100");
    expectAskedWithNoCard(result);
    expect(result.message).toContain("£79.99");
    expect(names(await plan("give priya twenty quid back"))).toEqual(["refund_order"]);
  });
});

describe("undo wording", () => {
  it.each(["revert last", "nah put it back", "undo that controller price thing"])(
    "%s undoes the last change",
    async (t) => {
      const result = await plan(t);
      expect(result.toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: "e-latest" } }]);
    },
  );
});

describe("several requests in ops-speak", () => {
  it("starts a part at a later line that makes a request of its own after free text", async () => {
    const result = await plan("faq: do you gift wrap? yes £2 extra\ntracking page on");
    expect(names(result)).toEqual(["add_faq", "update_settings"]);
    expect(result.toolCalls[0]?.arguments).toMatchObject({ answer: "yes £2 extra" });
  });

  it("starts a part at an amount off after a comma, and reads 'it' as the item before", async () => {
    const result = await plan("publish controller, 10% off it tmrw");
    expect(names(result)).toEqual(["update_addon", "create_sale"]);
  });

  it("notes a quoted text on the order the part before named", async () => {
    const result = await plan("refund tom fifty quid and note it 'refunded for scratch'");
    expect(result.toolCalls[1]).toEqual({
      name: "update_order",
      arguments: { orderNumber: "RH-8T3N6P2W5C", notes: "refunded for scratch" },
    });
  });
});

describe("a reviewer named by first name", () => {
  it("hides or shows the one review of a reviewer who has no order", async () => {
    const result = await plan("unhide lucy");
    expect(names(result)).toEqual(["update_review"]);
    expect(result.toolCalls[0]?.arguments).toMatchObject({ status: "published" });
  });

  it("reads a review pulled up, never hides it", async () => {
    const result = await plan("can you pull up the review amelia hughes wrote");
    expect(result.toolCalls.filter((c) => c.name === "update_review")).toEqual([]);
  });
});

describe("orders in ops-speak", () => {
  it("refunds a percentage of what was paid", async () => {
    const result = await plan("refund priya 10 percent");
    expect(result.toolCalls[0]?.arguments).toEqual({ orderNumber: "RH-4F7K2M9Q1A", amount: "8.00" });
  });

  it("ships without asking for tracking when the operator says there is none", async () => {
    const result = await plan("toms shipped no tracking");
    expect(result.toolCalls[0]?.arguments).toEqual({ orderNumber: "RH-8T3N6P2W5C", status: "shipped" });
    expectAskedWithNoCard(await plan("sent tom's via dpd, no tracking yet"));
  });

  it("marks a first name's order delivered", async () => {
    const result = await plan("tom delivered ✅");
    expect(result.toolCalls[0]?.arguments).toEqual({ orderNumber: "RH-8T3N6P2W5C", status: "delivered" });
  });

  it("reads packing as orders still to ship, and a possessive without its apostrophe", async () => {
    expect((await plan("what needs packing")).toolCalls[0]?.arguments).toEqual({ unshipped: true });
    expect((await plan("toms order?")).toolCalls[0]?.arguments).toEqual({ search: "tom" });
  });
});

describe("more ops-speak", () => {
  it("reads a bare week as this week", async () => {
    expect((await plan("wk takings")).toolCalls[0]?.arguments).toEqual({ date: "this_week" });
  });

  it("reads a thousands separator in a price", async () => {
    const result = await plan("new product Arcade Cabinet Pro £1,299");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ price: "1299.00" });
  });

  it("bins a sale by its abbreviated name", async () => {
    const withSale = demoLookup({
      promotions: async () => ({
        sales: [{ id: "s-bf", name: "Black Friday", status: "scheduled", target: "all_products" }],
        codes: [],
      }),
    });
    const result = await builtInPlan([{ role: "user", content: "bf sale - bin it" }], withSale, NOW, "owner");
    expect(result.toolCalls).toEqual([{ name: "end_sale", arguments: { id: "s-bf" } }]);
  });

  it("declines posting to social media by its short names", async () => {
    expect((await plan("post the black friday deal on insta")).reply).toBe("decline");
  });
});

describe("quoted wording kept whole", () => {
  it("keeps an apostrophe inside a quoted reply, and the request after it", async () => {
    const result = await plan(
      "reply to amelia hughes 'So sorry Amelia, send us a message and we'll put it right' and hide jack thornton's" +
        " review",
    );
    expect(result.toolCalls.map((c) => c.arguments)).toEqual([
      { id: "r1", reply: "So sorry Amelia, send us a message and we'll put it right" },
      { id: "r4", status: "hidden" },
    ]);
  });

  it("keeps a colon inside quoted banner wording", async () => {
    const result = await plan("announcement bar 'Now shipping: the X55 in orange'");
    expect(result.toolCalls[0]?.arguments).toEqual({ announcementBar: "Now shipping: the X55 in orange" });
  });
});
