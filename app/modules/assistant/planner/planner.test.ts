import { describe, expect, it } from "vitest";

import { expectAskedWithNoCard } from "../../../../tests/support/planner-answers";
import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { expectReadings } from "../../../../tests/support/readings";
import { applyPriceChange, findAmount, findQuantity, priceChange } from "./amounts.server";
import { periodOf } from "./dates.server";
import { matchCatalog } from "./entities.server";
import { builtInPlan } from "./planner.server";
import { correctWord, digitsForWords, editDistance, normalise } from "./words.server";

const ask = (content: string) =>
  builtInPlan([{ role: "user", content }], demoLookup(), new Date("2026-11-26T14:00:00Z"));

describe("money and quantities", () => {
  it.each([
    ["£5", 500],
    ["5 quid", 500],
    ["74.99", 7499],
    ["7499p", 7499],
    ["50p", 50],
    ["£2.50", 250],
    ["12 pounds", 1200],
  ])("reads %s as %i pence", (text, pence) => {
    expect(findAmount(text)).toMatchObject({ kind: "money", pence });
  });
  it("reads percentages in every spelling", () => {
    for (const text of ["10%", "10 percent", "10 per cent"]) expect(findAmount(text)).toMatchObject({ percent: 10 });
  });
  it("reads number words and slang", () => {
    expectReadings(digitsForWords, {
      "restock with forty": "restock with 40",
      "eighty-five pounds": "85 pounds",
      "one hundred and twenty units": "120 units",
      "put it up by a fiver": "put it up by £5",
      "hide every one star review": "hide every 1 star review",
    });
    expect(findQuantity("restock ultra +12")).toMatchObject({ n: 12, signed: true });
  });
});

describe("relative changes", () => {
  it.each([
    ["drop it by £5", { mode: "by", pence: -500 }],
    ["£5 cheaper", { mode: "by", pence: -500 }],
    ["£2.50 dearer", { mode: "by", pence: 250 }],
    ["knock £3 off", { mode: "by", pence: -300 }],
    ["raise by 10 pounds", { mode: "by", pence: 1000 }],
    ["10% off", { mode: "percent", percent: -10 }],
    ["increase by 5%", { mode: "percent", percent: 5 }],
    ["drop it to £70", { mode: "set", pence: 7000 }],
    ["should cost 44.99", { mode: "set", pence: 4499 }],
  ])("%s", (text, change) => {
    expect(priceChange(text)).toEqual(change);
  });
  it("rounds a percentage to the penny", () => {
    expect(applyPriceChange(11999, { mode: "percent", percent: -10 })).toBe(10799);
  });
});

describe("dates", () => {
  const now = new Date("2026-11-26T14:00:00Z"); // a Thursday
  it("names the read tools' periods", () => {
    expect(periodOf("takings today", now)).toEqual({ date: "today" });
    expect(periodOf("yesterday's orders", now)).toEqual({ date: "yesterday" });
    expect(periodOf("revenue this week", now)).toEqual({ date: "this_week" });
    expect(periodOf("sign-ups this month", now)).toEqual({ date: "this_month" });
    expect(periodOf("orders", now)).toEqual({ date: "any" });
  });
  it("reads 'since Monday' as that Monday", () => {
    expect(periodOf("orders since monday", now)).toEqual({ since: "2026-11-23" });
  });
});

describe("typos and names", () => {
  const vocabulary = new Set(["price", "stock", "handheld", "shipped", "unshipped", "list", "last", "like", "live"]);
  it("corrects a typo within a small distance, swaps included", () => {
    expect(editDistance("pirce", "price")).toBe(1);
    expect(correctWord("pirce", vocabulary)).toBe("price");
    expect(correctWord("hanheld", vocabulary)).toBe("handheld");
    expect(correctWord("unshipped", vocabulary)).toBe("unshipped");
    expect(normalise("Change the PIRCE to five", vocabulary)).toBe("change the price to 5");
  });
  it("leaves codes as typed: letters beside a digit are not a word to correct", () => {
    const words = new Set(["star", "they", "test", "ship"]);
    expect(normalise("refund RH-8STBR5F4HG", words)).toBe("refund rh-8stbr5f4hg");
    expect(normalise("mark RH-4TJEY9VR03 shipped, tracking JD0001234", words)).toBe(
      "mark rh-4tjey9vr03 shipped, tracking jd0001234",
    );
    expect(normalise("refund RH-AEBXZ5TRST", words)).toBe("refund rh-aebxz5trst");
  });
  it("matches records by the words of their names and slugs, and says when a word fits several", async () => {
    const items = await demoLookup().catalog();
    expect(matchCatalog("the x55", items)).toMatchObject({ found: { slug: "x55-console" } });
    expect(matchCatalog("r36 ultra", items)).toMatchObject({ found: { slug: "r36-ultra" } });
    expect(matchCatalog("the sd card", items)).toMatchObject({ found: { slug: "microsd-128gb" } });
    expect(matchCatalog("screen protectors", items)).toMatchObject({ found: { slug: "screen-protector-3-pack" } });
    const r36 = matchCatalog("the r36", items);
    expect("ambiguous" in r36 && r36.ambiguous.map((i) => i.slug).sort()).toEqual(["r36-console", "r36-ultra"]);
  });
});

describe("the built-in planner", () => {
  it("reads a day's orders as a period, never as a customer called after the day", async () => {
    for (const [said, date] of [
      ["Show today's orders", "today"],
      ["show me today's orders", "today"],
      ["list yesterday's orders", "yesterday"],
      ["show this week's orders", "this_week"],
    ])
      expect((await ask(said)).toolCalls, said).toEqual([{ name: "get_orders", arguments: { date } }]);
    // a customer's own orders are still searched by the name as typed
    expect((await ask("show tom baker's orders")).toolCalls).toEqual([
      { name: "get_orders", arguments: { search: "tom baker" } },
    ]);
  });

  it("proposes a relative price change in free words", async () => {
    const plan = await ask("drop the X55 by five pounds");
    expect(plan.toolCalls).toEqual([{ name: "update_product", arguments: { id: "p-x55-console", price: "114.99" } }]);
    expect(plan.message).toContain("£119.99 to £114.99");
  });
  it("asks, with a button per reading, when a name fits two products", async () => {
    const plan = await ask("drop the r36 by a fiver");
    expectAskedWithNoCard(plan);
    expect(plan.suggestions?.map((s) => s.label).sort()).toEqual(["R36 Ultra", "R36S Retro Handheld"]);
    const pinned = await ask(plan.suggestions!.find((s) => s.label === "R36 Ultra")!.prompt);
    expect(pinned.toolCalls).toEqual([{ name: "update_product", arguments: { id: "p-r36-ultra", price: "74.99" } }]);
  });
  it("asks with buttons when a request names no item at all, and a button proposes that item's change", async () => {
    const plan = await ask("undo the price change");
    expectAskedWithNoCard(plan);
    expect(plan.suggestions?.length).toBeGreaterThan(1);
    const first = plan.suggestions![0];
    const pinned = await ask(first.prompt);
    // the demo lookup's Activity says the earlier price was £17.99
    expect(pinned.toolCalls).toEqual([
      {
        name: expect.stringMatching(/^update_(product|addon)$/),
        arguments: { id: expect.any(String), price: "17.99" },
      },
    ]);
    expect(pinned.message).toContain(first.label);
  });
  it("restocking adds to the stock", async () => {
    const plan = await ask("restock the x55 with 40");
    expect(plan.toolCalls).toEqual([{ name: "update_product", arguments: { id: "p-x55-console", stockQuantity: 85 } }]);
  });
  it("declines what it cannot do with this shop's own names as suggestions", async () => {
    const plan = await ask("post the x55 on instagram");
    expect(plan.toolCalls).toEqual([]);
    expect(plan.reply).toBe("decline");
    expect(plan.suggestions?.[0].label).toBe("How many X55 Handheld are left?");
  });
  it("puts an old price back from Activity", async () => {
    const plan = await ask("put the dock back to its old price");
    expect(plan.toolCalls).toEqual([
      { name: "update_addon", arguments: { id: "a-usb-c-charging-dock", price: "17.99" } },
    ]);
  });
  it("uses an attached image for a product", async () => {
    const plan = await builtInPlan(
      [{ role: "user", content: "Use this image for the X55\n\nAttachments:\n- image at /uploads/abc.webp" }],
      demoLookup(),
    );
    expect(plan.toolCalls).toEqual([
      { name: "upload_image", arguments: { url: "/uploads/abc.webp", target: "product", id: "p-x55-console" } },
    ]);
  });
});

describe("orders delivered, and undoing a shipped order the customer was told about", () => {
  it("marks an order delivered by its number", async () => {
    const plan = await ask("mark RH-8T3N6P2W5C as delivered");
    expect(plan.toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: "RH-8T3N6P2W5C", status: "delivered" } },
    ]);
  });
  it("asks whether to email a correction, and each button proposes its undo", async () => {
    const lookup = demoLookup({
      latestUndoable: async () => ({ id: "e-ship", summary: "Status pending → shipped", asksCorrection: true }),
    });
    const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup);
    const asked = await plan("undo the last change");
    expect(asked).toMatchObject({ reply: "ask", toolCalls: [] });
    const [email, quiet] = asked.suggestions!;
    expect((await plan(email.prompt)).toolCalls).toEqual([
      { name: "undo_change", arguments: { entryId: "e-ship", emailCorrection: true } },
    ]);
    expect((await plan(quiet.prompt)).toolCalls).toEqual([
      { name: "undo_change", arguments: { entryId: "e-ship", emailCorrection: false } },
    ]);
  });
});

describe("undo the last change when it cannot be undone", () => {
  it("says why instead of undoing an older change", async () => {
    const blockedBy = "The payment was refunded to the customer, so a cancellation cannot be undone.";
    const lookup = demoLookup({
      latestUndoable: async () => ({ id: "e-cancel", summary: "Order cancelled; refunding £79.99", blockedBy }),
    });
    const plan = await builtInPlan([{ role: "user", content: "undo the last change" }], lookup);
    expect(plan).toMatchObject({ reply: "ask", toolCalls: [] });
    expect(plan.message).toBe(`The last change (Order cancelled; refunding £79.99) cannot be undone: ${blockedBy}`);
  });
});
