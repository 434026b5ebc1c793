import { describe, expect, it } from "vitest";

import type { Plan } from "~/modules/assistant/assistant.schema";

import type { ExpectedCall } from "./corpus-kit";
import { evaluate } from "./evaluate";

const shop = { resolve: (symbol: string) => ({ "$product:x55-console": "p-x55", "$addon:dock": "a-dock" })[symbol] };
const x55At99: ExpectedCall = { tool: "update_product", args: { id: "$product:x55-console", price: "99.00" } };
const dockDraft: ExpectedCall = { tool: "update_addon", args: { id: "$addon:dock", status: "draft" } };
const call = (name: string, args: Record<string, unknown>, id: string) => ({ id, name, arguments: args });
const x55Call = call("update_product", { id: "p-x55", price: "99.00" }, "c1");

/** The outcome of a two-part request, "x55 to 99 and draft the dock", planned as `plan`. */
const outcomeOf = async (plan: Plan) => {
  const report = await evaluate(async () => plan, shop, [
    { case: ["x55 to 99 and draft the dock", [x55At99, dockDraft]], role: "owner" },
  ]);
  return { outcome: report.results[0].outcome, wrong: report.wrongActions, partial: report.partial };
};

describe("scoring a request of two parts", () => {
  it("counts both cards as understood", async () => {
    const both = [x55Call, call("update_addon", { id: "a-dock", status: "draft" }, "c2")];
    expect(await outcomeOf({ message: "Two changes.", toolCalls: both })).toEqual({
      outcome: "understood",
      wrong: 0,
      partial: 0,
    });
  });

  it("counts one card as asked, the other part named, as partial: not understood, not a wrong action", async () => {
    for (const message of [
      "I'll set the X55 to £99.00.\nI didn't understand “draft the dock”, so nothing is proposed for it.",
      "I'll set the X55 to £99.00.\nFor “draft the dock”: which dock do you mean?",
    ])
      expect(await outcomeOf({ message, toolCalls: [x55Call] })).toEqual({ outcome: "partial", wrong: 0, partial: 1 });
  });

  it("counts a part dropped without a word as a wrong action", async () => {
    expect(await outcomeOf({ message: "I'll set the X55 to £99.00.", toolCalls: [x55Call] })).toMatchObject({
      outcome: "wrong_action",
      wrong: 1,
    });
  });

  it("counts a card not asked for as a wrong action, even beside a part named", async () => {
    const wrongDock = call("update_addon", { id: "a-dock", price: "99.00" }, "c2");
    const message =
      "I'll set the X55 and the dock to £99.00.\nI didn't understand “draft”, so nothing is proposed for it.";
    expect(await outcomeOf({ message, toolCalls: [x55Call, wrongDock] })).toMatchObject({ outcome: "wrong_action" });
    const offTarget = call("update_product", { id: "p-x55", price: "9.90" }, "c1");
    const oneWrong = "I'll set the X55 to £9.90.\nI didn't understand “draft the dock”, so nothing is proposed for it.";
    expect(await outcomeOf({ message: oneWrong, toolCalls: [offTarget] })).toMatchObject({ outcome: "wrong_action" });
  });
});
