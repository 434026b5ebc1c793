// Each part of a message keeps its own amount: "dock 14.99 and a code KIT3 for £3 off accessories" prices the dock at
// 14.99, and the £3 of the code is never the dock's price, even when the message read whole would take it so. When
// the parts cannot be told apart, the planner asks rather than guess.
import { describe, expect, it } from "vitest";

import { changesOf, itPlans, planAt } from "../../../../tests/support/planner-plan";

/** How the planner answers: its kind of reply beside the prices its changes set, each beside the record changed. */
const pricesOf = async (content: string) => {
  const plan = await planAt(content);
  const prices = plan.toolCalls.filter((c) => "price" in c.arguments).map((c) => [c.arguments.id, c.arguments.price]);
  return { reply: plan.reply ?? "propose", prices };
};

describe("an amount said in another part", () => {
  itPlans(pricesOf, {
    "never becomes the price of the item a part before named": {
      "dock 14.99 and a code KIT3 for £3 off accessories": {
        reply: "propose",
        prices: [["a-usb-c-charging-dock", "14.99"]],
      },
      "r36s 44.99 and a code TENOFF for £10 off consoles": { reply: "propose", prices: [["p-r36-console", "44.99"]] },
      "x55 109.99 and a new code SAVE5 £5 off": { reply: "propose", prices: [["p-x55-console", "109.99"]] },
      "dock 14.99, code KIT3 for £3 off accessories": { reply: "ask", prices: [] },
      "battery 9.99, voucher BAT2 £2 off add-ons": { reply: "ask", prices: [] },
    },
  });

  it("names the part it did not act on rather than dropping it", async () => {
    const { message } = await planAt("dock 14.99 and a code KIT3 for £3 off accessories");
    expect(message).toContain("KIT3");
  });
  itPlans(async (content: string) => (await changesOf(content)).map((c) => [c.name, c.arguments.price]), {
    "still reads a part with its own verb, or a change by an amount, as before": {
      "dock 14.99 and make a code KIT3 for £3 off accessories": [
        ["update_addon", "14.99"],
        ["create_discount_code", undefined],
      ],
      "dock 3 off": [["update_addon", "14.99"]],
      "dock 2 quid cheaper": [["update_addon", "15.99"]],
      "x55 to 109.99": [["update_product", "109.99"]],
      "x55 10 percent cheaper": [["update_product", "107.99"]],
    },
  });
});
