// The context an operator gives before a request: when something happened, a carrier's service, a weekend gone,
// a damaged arrival, and how things stand beside a change (no look-up of its own).
import { describe, expect, it } from "vitest";

import { allRead, expectReadings, expectUnchanged, itReads } from "../../../../tests/support/readings";
import { arrivedDamaged, withoutEventHours, withoutUnaskedReads } from "./context-clauses.server";

describe("when something happened is no time or price asked for", () => {
  it("drops the hour a parcel was collected or a courier came", () => {
    expectReadings(withoutEventHours, {
      "the van collected at 3pm and took tom's x55": "the van collected and took tom's x55",
      "dpd came round at 11 for callum's": "dpd came round for callum's",
    });
    // an amount is left alone
    expectUnchanged(withoutEventHours, ["put the dock at 14.99"]);
  });
  itReads(withoutEventHours, {
    "drops a carrier's service name, which reads like a day": {
      "tom's went parcelforce express, number EE123456789GB": "tom's went parcelforce, number EE123456789GB",
      "sent with Royal Mail Special Delivery": "sent with Royal Mail",
    },
  });

  it("reads a weekend in a sentence about what happened as the one gone", () => {
    expect(withoutEventHours("we sold 12 cases at the weekend market. set them to 3")).not.toMatch(/weekend/);
    expect(withoutEventHours("10% off the dock at the weekend")).toMatch(/weekend/);
  });
  itReads(arrivedDamaged, {
    "reads 'arrived with a cracked case' as a complaint, not a delivery": {
      "her dock arrived with a bent pin": true,
      "the ultra came with a cracked screen": true,
      "the parcel arrived with the customer": false,
    },
  });
});

describe("a look-up beside a change", () => {
  const plan = {
    message: "",
    toolCalls: [
      { name: "update_product", arguments: { id: "p1", status: "published" } },
      { name: "get_products", arguments: { status: "draft" } },
    ],
  };
  const kept = (text: string) => withoutUnaskedReads(plan, text).toolCalls.map((c) => c.name);
  itReads(kept, {
    "is dropped when the message asks nothing to be shown": {
      "The battery is still hidden, which is silly as we've had them in for weeks. Publish it please": [
        "update_product",
      ],
    },
    "is dropped when the only question mark ends a request put politely": allRead(
      [
        "Could you please publish the battery? Many thanks.",
        "The battery has been sitting there for weeks. Would you mind publishing it?",
        "Tom rang to say it came. Can you record that his order has been delivered?",
      ],
      ["update_product"],
    ),
  });
  itReads((text) => kept(text).length, {
    "is kept when the message asks to see something": allRead(
      [
        "publish the battery, then list the drafts",
        "publish it & what else is in draft?",
        "Can you publish it? And is anything else in draft?",
      ],
      2,
    ),
  });
});
