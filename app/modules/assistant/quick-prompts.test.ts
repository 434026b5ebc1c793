import { describe, expect, it } from "vitest";

import { GREETING, greetingFor, quickPromptsFor } from "./assistant.schema";

// The assistant's quick prompts are buttons: a role is offered only those its assistant would answer.
describe("the assistant's quick prompts", () => {
  it("offers Fulfilment today's orders only, and an Owner or Manager all three", () => {
    expect(quickPromptsFor("fulfilment").map((q) => q.label)).toEqual(["Today's orders"]);
    for (const role of ["owner", "manager"] as const)
      expect(quickPromptsFor(role).map((q) => q.label)).toEqual([
        "View draft products",
        "Today's orders",
        "Current site settings",
      ]);
  });

  it("greets Fulfilment with what its assistant does: orders, no changes; an Owner with everything", () => {
    expect(greetingFor("fulfilment")).toBe(
      "Hello! I'm your store assistant. I can look up orders. What would you like to do?",
    );
    expect(greetingFor("owner")).toBe(GREETING);
  });
});
