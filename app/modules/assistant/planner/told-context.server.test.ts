// A request after a story: the sentences before it say why, the last one says what to do, with "it" and "her
// order" standing for what the story named. Phrasings written for the rule, not taken from any corpus.
import { describe, expect, it } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { sentencesOf, toldRequest, withReferents } from "./told-context.server";

describe("sentencesOf", () => {
  itReads(sentencesOf, {
    "splits after full stops but not inside a quoted value": {
      "Priya rang. Note on her order: 'Wrap it. Thanks!' please": [
        "Priya rang.",
        "Note on her order: 'Wrap it. Thanks!' please",
      ],
    },
  });
});

describe("toldRequest", () => {
  itReads<string | null>(
    (text) => {
      const told = toldRequest(text);
      return told === null ? null : told.request;
    },
    {
      "takes the last sentence, or what follows ', so' in it": {
        "The dock sells for less on eBay. Make it 13.99": "Make it 13.99",
        "Sales are slow. We're dearest by far, so drop the dock to 13.99": "drop the dock to 13.99",
        "put the dock to 13.99": null,
        "nobody's touched the dock in weeks, try it at 13.99": "try it at 13.99",
        "the dock's been sat there since october - make it 13.99": "make it 13.99",
        "the dock is dearer than amazon so drop it to 13.99": "drop it to 13.99",
        "the dock is dearer than amazon, how much is theirs": null,
        "one of tom's two x55s came back, refund him for that one": null,
        "no discount on the dock this weekend, end the sale": null,
        "reply to jack's review 'Glad it works, drop us a line if not'": null,
      },
    },
  );
});

describe("withReferents", () => {
  const shop = {
    catalog: [
      {
        kind: "addon" as const,
        id: "a1",
        name: "USB-C Charging Dock",
        slug: "usb-c-charging-dock",
        status: "published",
        price: 1599,
        stock: null,
      },
    ],
    orders: [{ orderNumber: "RH-1", customerName: "Priya Shah", email: "", status: "pending", total: 1, items: [] }],
    reviews: [],
  };
  it("writes in the item and the customer the story named, never inside quotes", () => {
    expect(withReferents({ context: ["Nobody wants the dock."], request: "Try it at 13.99" }, shop)).toBe(
      "Try USB-C Charging Dock at 13.99",
    );
    expect(withReferents({ context: ["Priya rang."], request: "note on her order: 'leave it'" }, shop)).toBe(
      "note on Priya's order: 'leave it'",
    );
  });
  itReads((request) => withReferents({ context: ["It's been a slow week."], request }, shop), {
    "leaves a pronoun the story names nothing for": ["Try it at 13.99"],
  });
});

describe("a request after a story", () => {
  itPlans(cardsOf, {
    "reads a new price after the reason for it": {
      "The dock has been gathering dust on the shelf since summer. Try it at £13.49.": [
        { tool: "update_addon", id: "a-usb-c-charging-dock", price: "13.49" },
      ],
      "Someone said the X55 is cheaper on Amazon. We can't be beaten by that, so make ours £114.99": [
        { tool: "update_product", id: "p-x55-console", price: "114.99" },
      ],
    },
    "reads a request after the story's comma, dash or 'so' in one sentence": {
      "nobody's bought the dock since october, try it at 13.49": [
        { tool: "update_addon", id: "a-usb-c-charging-dock", price: "13.49" },
      ],
      "callum moaned about the delay - give him a fiver back": [
        { tool: "refund_order", orderNumber: "RH-6D1L8S5Y0E", amount: "5.00" },
      ],
      "it's been a quiet month, try it at 13.49": [],
    },
    "reads a note after who rang": {
      "Tom phoned this morning, he's away till Friday. Pop a note on his order saying 'leave with neighbour'.": [
        { tool: "update_order", orderNumber: "RH-8T3N6P2W5C", notes: "leave with neighbour" },
      ],
    },
    "proposes nothing when the last sentence names nothing the story gave": allRead(
      [
        "It's been a quiet week. Try it at £13.49.",
        "Stock count's done. Set the whole lot to 96 and I'll do the colours later.",
      ],
      [],
    ),
  });

  it("keeps to the whole message when the story asks for a change itself", async () => {
    const got = await cardsOf("Put the dock up to £18.99. Then try the case at £11.99.");
    expect(got.map((c) => c.tool)).toEqual(["update_addon", "update_addon"]);
  });
});
