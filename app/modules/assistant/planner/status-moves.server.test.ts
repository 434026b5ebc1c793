import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf, expectCards } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { withoutStatusMovedFrom } from "./status-moves.server";

describe("an order's move written as from and to", () => {
  itReads(withoutStatusMovedFrom, {
    "reads the status it goes to": {
      "callum's order pending to processing": "callum's order to processing",
      "tom's from processing to shipped": "tom's to shipped",
      "RH-3H5G7Z1U9K: processing into delivered": "RH-3H5G7Z1U9K: to delivered",
    },
    "leaves other words as they are": [
      "mark all pending orders as processing",
      "move the pending one to processing",
      "set tom's order to processing",
      "shipped to priya yesterday",
    ],
  });

  it("proposes the status after the arrow, never the one before it", async () => {
    const lookup = demoLookup();
    const pending = (await lookup.orders()).find((o) => o.status === "pending")!;
    const first = pending.customerName.split(" ")[0].toLowerCase();
    await expectCards(
      (typed) => callsOf(typed, { lookup }),
      allRead(
        [`${first}'s order: pending -> processing`, `${first}'s order from pending to processing`],
        [
          expect.objectContaining({
            name: "update_order",
            arguments: expect.objectContaining({ orderNumber: pending.orderNumber, status: "processing" }),
          }),
        ],
      ),
    );
  });
});
