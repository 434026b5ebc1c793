// What the assistant offers in its replies ("the closest things I can do", the buttons of a question) is
// only what the signed-in role may do, as its quick prompts are: Fulfilment is never offered a price change,
// a shipment or an undo, and a question that leads to a refund is refused up front.
import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { planAt } from "../../../../tests/support/planner-plan";

const lookup = demoLookup();
const plan = (content: string, role: "owner" | "manager" | "fulfilment") => planAt(content, { lookup, role });
const labels = (p: { suggestions?: { label: string }[] }) => (p.suggestions ?? []).map((s) => s.label);

describe("suggestions in the assistant's replies", () => {
  it("offers Fulfilment only look-ups of orders when it cannot do what was asked", async () => {
    const asOwner = await plan("write me a poem about the x55", "owner");
    expect(labels(asOwner).some((l) => / as shipped$/.test(l))).toBe(true);
    expect(labels(asOwner).some((l) => l.startsWith("Change the price of"))).toBe(true);

    const asFulfilment = await plan("write me a poem about the x55", "fulfilment");
    expect(labels(asFulfilment)).toContain("Which orders haven't shipped yet?");
    for (const label of labels(asFulfilment)) expect(label).not.toMatch(/price|as shipped|undo|takings|how many/i);
  });

  it("offers no refunds to Fulfilment when declining a refund of many orders", async () => {
    const asFulfilment = await plan("refund all of today's orders", "fulfilment");
    expect(asFulfilment.toolCalls).toEqual([]);
    expect(labels(asFulfilment).some((l) => /^refund/i.test(l))).toBe(false);
    const asOwner = await plan("refund all of today's orders", "owner");
    expect(labels(asOwner).some((l) => /^refund/i.test(l))).toBe(true);
  });

  it("refuses up front a question that leads to what the role may not do", async () => {
    const asFulfilment = await plan("refund tom", "fulfilment");
    expect(asFulfilment.toolCalls).toEqual([]);
    expect(asFulfilment.reply).toBe("decline");
    expect(asFulfilment.message).toMatch(/^I can't propose that \(refund order\)/);
    const asOwner = await plan("refund tom", "owner");
    expect(asOwner.reply).toBe("ask");
  });
});
