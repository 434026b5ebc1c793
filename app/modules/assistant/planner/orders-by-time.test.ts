import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";

const answer = async (content: string) => {
  const plan = await planAt(content);
  return { reply: plan.reply ?? "propose", cards: plan.toolCalls.length, message: plan.message };
};

describe("an order named by when it came in", () => {
  it("is asked about, never read as a customer called Morning", async () => {
    for (const content of [
      "cancel this morning's order",
      "refund last night's order in full",
      "ship tonight's order",
    ]) {
      const got = await answer(content);
      expect({ content, reply: got.reply, cards: got.cards }).toEqual({ content, reply: "ask", cards: 0 });
    }
  });

  it("still says a named customer has no orders", async () => {
    expect((await answer("cancel fred's order")).message).toBe("There are no orders for Fred, so nothing is proposed.");
  });
});
