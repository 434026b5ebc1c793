// Several requests in one message, joined by "+", commas or "same for …": each part gets its own card.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, changesOf, itPlans, planAt } from "../../../../tests/support/planner-plan";
import { withNoun } from "./part-references.server";

const lookup = demoLookup();
const cards = async (content: string) =>
  (await planAt(content, { lookup })).toolCalls.map((c) => [
    c.name,
    c.arguments.orderNumber ?? c.arguments.id,
    c.arguments.status ?? c.arguments.reply ?? null,
  ]);

describe("a part without its noun", () => {
  it("borrows the noun before, after the name it belongs to", () => {
    expect(withNoun("tom's to processing", "order")).toBe("tom's order to processing");
    expect(withNoun("harry whitfield's can come down", "review")).toBe("harry whitfield's review can come down");
    expect(withNoun("to processing", "order")).toBe("to processing order");
  });
});

describe("several requests in one message", () => {
  it("gives every part its card", async () => {
    expect(await cards("mark tom's order as delivered + priya's to processing")).toEqual([
      ["update_order", "RH-8T3N6P2W5C", "delivered"],
      ["update_order", "RH-4F7K2M9Q1A", "processing"],
    ]);
    expect(await cards("callum's order to processing\nsame for priyas")).toEqual([
      ["update_order", "RH-6D1L8S5Y0E", "processing"],
      ["update_order", "RH-4F7K2M9Q1A", "processing"],
    ]);
    const reviews = await cards(
      "hide oliver bennett's review, reply to sophie clarke 'Cheers Sophie', and delete harry whitfield's",
    );
    expect(reviews.map(([name, , what]) => [name, what])).toEqual([
      ["update_review", "hidden"],
      ["update_review", "Cheers Sophie"],
      ["delete_review", null],
    ]);
  });

  it("reads a review that can come down as hidden", async () => {
    expect((await cards("amelia hughes's review can come down")).map(([, , s]) => s)).toEqual(["hidden"]);
  });
});

describe("two customers' names before one change", () => {
  it("gives each name's order the change", async () => {
    const statuses = async (content: string) => (await cards(content)).map(([, order, status]) => `${order} ${status}`);
    expect(await statuses("callum's and priya's to processing")).toEqual([
      "RH-6D1L8S5Y0E processing",
      "RH-4F7K2M9Q1A processing",
    ]);
    expect(await statuses("set priya and callum back to pending")).toEqual([
      "RH-4F7K2M9Q1A pending",
      "RH-6D1L8S5Y0E pending",
    ]);
  });

  it("never leaves one name's order out", async () => {
    expect(await cards("priya's and tom's to shipped")).not.toHaveLength(1);
    expect(await cards("callum and priya's order to processing")).not.toHaveLength(1);
  });
});

describe("requests listed or said alike", () => {
  const prices = async (content: string) =>
    (await planAt(content, { lookup })).toolCalls.map((c) => [
      c.arguments.id,
      c.arguments.price ?? c.arguments.stockQuantity ?? c.arguments.status,
    ]);

  it("parts 'X to a price, Y to a price' where Y is named by part of its name", async () => {
    expect(await prices("set the dock to 14.99, sd card to 9.49")).toEqual([
      ["a-usb-c-charging-dock", "14.99"],
      ["a-microsd-128gb", "9.49"],
    ]);
  });

  it("parts a numbered list at its markers, which are never figures", async () => {
    expect(await prices("1) r36 ultra stock 40 2) dock £15.49 3) publish the battery")).toEqual([
      ["p-r36-ultra", 40],
      ["a-usb-c-charging-dock", "15.49"],
      ["a-battery-upgrade-5000mah", "published"],
    ]);
  });
});

describe("a sentence or a clause that names another customer", () => {
  itPlans(cards, {
    "is a request of its own for that customer's order": {
      "tom's has been delivered. priya's can go to processing": [
        ["update_order", "RH-8T3N6P2W5C", "delivered"],
        ["update_order", "RH-4F7K2M9Q1A", "processing"],
      ],
      "priya's to processing, tom's to delivered": [
        ["update_order", "RH-4F7K2M9Q1A", "processing"],
        ["update_order", "RH-8T3N6P2W5C", "delivered"],
      ],
    },
    // (a clause that only says another order can wait is asked about, never given the change before it)
    "is no new request when it names the same customer again, or only says how things stand": {
      "mark tom's as delivered. tom's happy with it": [["update_order", "RH-8T3N6P2W5C", "delivered"]],
      "put priya's to processing, callum's can wait": [],
    },
    // (asked, as the message is whole: "priya processing" alone is no request, and the repeat would lose its carrier)
    "stays whole after a comma without 's, or for a repeat that brings a figure of its own": {
      "tom delivered, priya processing": [],
      "ship callum's order royal mail RN123456785GB, priya's too with RN987654321GB": [],
    },
  });
});

describe("a part that points back with 'it' or 'that'", () => {
  const changed = async (content: string) => (await changesOf(content)).map((c) => [c.name, c.arguments.id]);

  it("means what the part just before told of, when that part asked nothing", async () => {
    expect(
      await changed(
        "set the x55 to 109.99\nabsolute joke, Oliver Bennett gave us 5 stars because he typed wrong. delete it",
      ),
    ).toEqual([
      ["update_product", "p-x55-console"],
      ["delete_review", "r0"],
    ]);
  });

  it("never reaches past that part to an item named further back", async () => {
    // (asked about as a whole: the delete names nothing it could be)
    expect(await changed("set the x55 to 109.99\nbusy day today. delete it")).toEqual([]);
    // (the item said in the part just before is still what "it" means)
    expect(await changed("the controller has been in draft for ages. Can you put it live at £14.99?")).toEqual([
      ["update_addon", "a-retro-wired-controller"],
    ]);
  });
});

describe("a word naming a text on the site", () => {
  it("is lent to no later part as its verb, as the site has one wording for it", async () => {
    const calls = await callsOf(
      "hero heading 'Pocket Retro Power'\nOliver Bennett's review is rubbish, get it off the site",
    );
    expect(calls.map((c) => [c.name, c.arguments.heroHeading ?? c.arguments.status])).toEqual([
      ["update_settings", "Pocket Retro Power"],
      ["update_review", "hidden"],
    ]);
    expect(
      (await changesOf("announcement bar: Free delivery over £50 and also Tom emailed to say it arrived")).map(
        (c) => c.arguments.announcementBar,
      ),
    ).toEqual(["Free delivery over £50"]);
  });
});

describe("a part that tells what someone is doing", () => {
  it("borrows no verb from the part before", async () => {
    expect(
      (await changesOf("hide the sd card from the store pls; tom's sending the carry case back")).map(
        (c) => c.arguments.id,
      ),
    ).toEqual(["a-microsd-128gb"]);
  });

  it("while a bare name and status still does", async () => {
    expect((await changesOf("mark tom's order as delivered + priya's to processing")).length).toBe(2);
  });
});
