import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { codeSwitchedOff } from "./code-off.server";
import { builtInPlan } from "./planner.server";

const CODES = [
  { id: "c-welcome", code: "WELCOME10", status: "active" },
  { id: "c-xmas", code: "XMAS5", status: "active" },
];
const lookup = { ...demoLookup(), promotions: async () => ({ sales: [], codes: CODES }) };
const NOW = new Date("2026-11-16T10:00:00Z");
const plan = (content: string) => builtInPlan([{ role: "user", content }], lookup, NOW, "owner");

describe("a code switched off by its name", () => {
  it.each(["WELCOME10 off", "turn the welcome10 code off", "xmas5 off now please", "switch XMAS5 off"])(
    "%s ends that code",
    (text) => {
      expect(codeSwitchedOff(text, CODES)).not.toBeNull();
    },
  );

  it.each(["SPRING10 off", "WELCOME10 20% off", "xmas5 off the dock", "15% off with XMAS5 off"])(
    "%s is no switch",
    (text) => {
      expect(codeSwitchedOff(text, CODES)).toBeNull();
    },
  );

  it("proposes ending it beside the other requests of the message", async () => {
    const { toolCalls } = await plan("x55 stock 50; WELCOME10 off");
    expect(toolCalls.map((c) => c.name)).toEqual(["update_product", "end_discount_code"]);
    expect(toolCalls[1].arguments).toEqual({ id: "c-welcome" });
  });
});
