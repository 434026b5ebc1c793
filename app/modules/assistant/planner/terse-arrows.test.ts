// Terse ops-speak: an arrow after a name that ends in digits, an arrow to a status, "canx" for cancel, and a
// customer's name put straight before the status their order goes to.
import { describe, expect, it } from "vitest";

import { callsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const priced = (id: string, price: string) => [{ name: "update_product", arguments: { id, price } }];
const moved = (orderNumber: string, status: string) => [{ name: "update_order", arguments: { orderNumber, status } }];

describe("an arrow after a name ending in digits", () => {
  itPlans(callsOf, {
    "is the new price, never the digits read as the old one": {
      "x55 -> 109.99 thanks": priced("p-x55-console", "109.99"),
      "X55 → 99": priced("p-x55-console", "99.00"),
      "r36s -> 45.49 ta": priced("p-r36-console", "45.49"),
    },
  });

  it("still reads an old price then the new one", async () => {
    expect((await callsOf("dock 15.99 -> 13.49"))[0]?.arguments).toMatchObject({ price: "13.49" });
  });
});

describe("a customer's name, then the status their order goes to", () => {
  itPlans(callsOf, {
    "changes that order's status": {
      "tom -> pending": moved("RH-8T3N6P2W5C", "pending"),
      "callum to processing": moved("RH-6D1L8S5Y0E", "processing"),
      "toms back to pending": moved("RH-8T3N6P2W5C", "pending"),
    },
    "proposes no change (no customer named, or a question)": allRead(
      ["x55 to processing", "nobody to processing", "who is processing"],
      [],
    ),
  });
});

describe("canx", () => {
  itPlans(callsOf, {
    "cancels the order": allRead(
      ["priya canx", "canx priya's order pls"],
      [{ name: "cancel_order", arguments: { orderNumber: "RH-4F7K2M9Q1A" } }],
    ),
    "is not read inside another word": { "canxy priya": [] },
  });
});
