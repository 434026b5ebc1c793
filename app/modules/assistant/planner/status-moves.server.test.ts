import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { builtInPlan } from "./planner.server";
import { withoutStatusMovedFrom } from "./status-moves.server";

const NOW = new Date("2026-11-16T10:00:00Z");
const lookup = demoLookup();
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("an order's move written as from and to", () => {
  it.each([
    ["callum's order pending to processing", "callum's order to processing"],
    ["tom's from processing to shipped", "tom's to shipped"],
    ["RH-3H5G7Z1U9K: processing into delivered", "RH-3H5G7Z1U9K: to delivered"],
  ])("%s reads the status it goes to", (text, read) => {
    expect(withoutStatusMovedFrom(text)).toBe(read);
  });

  it.each([
    "mark all pending orders as processing",
    "move the pending one to processing",
    "set tom's order to processing",
    "shipped to priya yesterday",
  ])("%s is left as it is", (text) => {
    expect(withoutStatusMovedFrom(text)).toBe(text);
  });

  it("proposes the status after the arrow, never the one before it", async () => {
    const orders = await lookup.orders();
    const pending = orders.find((o) => o.status === "pending")!;
    const first = pending.customerName.split(" ")[0].toLowerCase();
    for (const typed of [`${first}'s order: pending -> processing`, `${first}'s order from pending to processing`]) {
      const result = await plan(typed);
      expect(result.toolCalls).toEqual([
        expect.objectContaining({
          name: "update_order",
          arguments: expect.objectContaining({ orderNumber: pending.orderNumber, status: "processing" }),
        }),
      ]);
    }
  });
});
