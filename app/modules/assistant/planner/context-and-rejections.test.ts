// What an owner says to set the scene or to rule something out, planned as a whole message: no card for an
// action named only to reject it, for how a record stands now, or for a part the shop has no operation for.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { itPlans, itPlansMatch, planAt, replyAndCards } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const lookup = demoLookup();
const plan = (content: string) => planAt(content, { lookup });
const names = async (content: string) => (await plan(content)).toolCalls.map((c) => c.name);

describe("an action named only to rule it out", () => {
  it("never becomes a card", async () => {
    expect(await names("Tom wants his money back. I don't want to cancel it, refund him £5.")).not.toContain(
      "cancel_order",
    );
    expect(await names("let's refund priya £3 instead of cancelling her order")).not.toContain("cancel_order");
  });
});

describe("words that say how things stand", () => {
  it("reads a bare count beside low stock as units", async () => {
    const result = await plan("the r36s is running low, add 15 to it");
    expect(result.toolCalls.map((c) => Object.keys(c.arguments))).not.toContainEqual(["id", "price"]);
    expect(result.toolCalls.some((c) => "stockQuantity" in c.arguments)).toBe(true);
  });

  it("takes no status a record is said to have for one asked", async () => {
    const result = await plan("the x55 is still in draft");
    expect(result.toolCalls.filter((c) => !c.name.startsWith("get_") && c.arguments.status === "draft")).toEqual([]);
  });

  it("marks no order delivered for a parcel that arrived damaged", async () => {
    const result = await plan("priya says her order arrived smashed, refund her £5");
    expect(result.toolCalls.filter((c) => c.arguments.status === "delivered")).toEqual([]);
  });
});

describe("a request the shop has no operation for", () => {
  itPlans(replyAndCards, {
    "is declined whole, never mapped to the nearest tool": allRead(
      [
        "make a bundle of the x55 and the dock for 120",
        "auto-publish every 5 star review from now on",
        "what's our margin on the r36s",
      ],
      { reply: "decline", cards: [] },
    ),
  });
});

describe("a request put as a question", () => {
  it("is planned as the request", async () => {
    expect(await names("would you mind marking priya's order as delivered?")).toEqual(["update_order"]);
    const knocked = await plan("would it be ok to knock a couple of quid off the dock?");
    expect(knocked.toolCalls.map((c) => c.arguments.price)).toEqual(["15.99"]);
  });
});

describe("a message of several sentences, the request last", () => {
  it("reads her order as that of the customer an earlier sentence named", async () => {
    const result = await plan(
      "Priya Shah got in touch to say her console arrived safely on Friday. Can you mark her order as delivered?",
    );
    expect(result.toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: "RH-4F7K2M9Q1A", status: "delivered" } },
    ]);
  });

  it("undoes the last change when asked politely after the story", async () => {
    expect(
      await names("I think I messed up earlier with the controller price. Can you undo whatever you last changed?"),
    ).toEqual(["undo_change"]);
  });
});

describe("parcels and money said the long way", () => {
  it("takes a courier's job number as the parcel's reference", async () => {
    const result = await plan("callum's went with a local courier, job LC55501");
    expect(result.toolCalls[0]?.arguments).toMatchObject({ carrier: "other", trackingNumber: "LC55501" });
  });

  itPlansMatch(replyAndCards, {
    "declines loyalty points, tax and emails sent again": allRead(
      ["add loyalty points to priya's order", "set vat to 5% on the x55", "resend tom's email"],
      { reply: "decline" },
    ),
  });
});
