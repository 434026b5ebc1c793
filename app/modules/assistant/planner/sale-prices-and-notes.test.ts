// A price a sale takes an item down to, a start said for a span counted from today, and a date written in a note.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { planAt } from "../../../../tests/support/planner-plan";

const lookup = demoLookup();
const plan = (content: string) => planAt(content, { lookup });
const sale = async (content: string) =>
  (await plan(content)).toolCalls.find((c) => c.name === "create_sale")?.arguments;

describe("a price a sale takes an item down to", () => {
  it("is the sale price, never that much off", async () => {
    expect(await sale("knock the ultra down to 69.99 this weekend")).toMatchObject({ amountOff: "10.00" });
    expect(await sale("knock a tenner off the ultra this weekend")).toMatchObject({ amountOff: "10.00" });
    // (the hours a sale lasts are no second request's figure)
    expect(await sale("for 48 hours only, the dock at £12.99")).toMatchObject({
      amountOff: "5.00",
      endsAt: "2026-11-18T10:00",
    });
  });
});

describe("an item taken off the website for a time", () => {
  // "off the site" is where the item goes, never money off: hidden, and asked about only with an amount said
  it("is hidden, never a sale asked about", async () => {
    for (const words of ["pull the dock off the site for a while", "take the x55 off the shop for a bit"])
      expect((await plan(words)).toolCalls.map((c) => [c.name, c.arguments.status])).toEqual([
        [words.includes("dock") ? "update_addon" : "update_product", "draft"],
      ]);
  });

  it("is still a sale when an amount is said", async () => {
    expect(await sale("£5 off the dock on the site this weekend")).toMatchObject({ amountOff: "5.00" });
  });
});

describe("a start said for a span counted from today", () => {
  it("starts then, not now", async () => {
    expect(await sale("take the ultra down to 69.99 from tomorrow till the end of the month")).toMatchObject({
      startsAt: "2026-11-17T00:00",
      endsAt: "2026-11-30T23:59",
    });
    expect(await sale("15% off the ultra starting friday till the end of the month")).toMatchObject({
      startsAt: "2026-11-20T00:00",
    });
  });
});

describe("a date written in a note", () => {
  it("stays in the note and makes no sale", async () => {
    for (const text of [
      "Callum's mum rang, it's his birthday. Put a note on his order: 'deliver after 20/12, £5 off agreed'",
      "add a note to priya's order saying call back on friday about the discount",
    ])
      expect(
        (await plan(text)).toolCalls.map((c) => c.name),
        text,
      ).not.toContain("create_sale");
  });
});
