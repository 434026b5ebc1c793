import { describe, expect, it } from "vitest";

import { callsOf, cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { backIntoStock } from "./refund-restock.server";

describe("a refund that puts its items back into stock", () => {
  itReads(backIntoStock, {
    restocks: allRead(
      [
        "refund it and put it back in stock",
        "refund the case, restock it",
        "refund him and pop it back on the shelf",
        "refund her for it and return it to stock",
        "refund the x55, put them back on the shelves",
        "refund that one and add it to stock",
      ],
      true,
    ),
    "leaves the stock alone": allRead(
      [
        "refund tom for the case",
        "refund it, it's going on the shelf at the post office",
        "refund her, she returned it to the shop yesterday",
        "refund it, the stock is fine",
      ],
      false,
    ),
  });

  it("proposes the refund with the restock", async () => {
    expect(await callsOf("tom's returning the carry case, refund it and pop it back on the shelf")).toEqual([
      expect.objectContaining({
        name: "refund_order",
        arguments: expect.objectContaining({ orderNumber: "RH-8T3N6P2W5C", restock: true }),
      }),
    ]);
  });
});

describe("a refund of 'the console' on an order with one console line", () => {
  const x55 = (quantity: number) => [{ index: 0, quantity }];
  itPlans(cardsOf, {
    "refunds that line, one of it when one is said": {
      "refund tom for the console": [{ tool: "refund_order", orderNumber: "RH-8T3N6P2W5C", lines: x55(1) }],
      "tom only wanted one handheld, refund him for one console and restock it": [
        { tool: "refund_order", orderNumber: "RH-8T3N6P2W5C", lines: x55(1), restock: true },
      ],
    },
    "asks when 'both' is said of a single console, or the order has no console": {
      "refund tom for both consoles": [],
      "refund callum for the console": [],
    },
  });
});
