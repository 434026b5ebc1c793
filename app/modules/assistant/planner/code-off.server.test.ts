import { describe, expect, it } from "vitest";

import { demoLookup } from "../../../../tests/support/planner-demo-lookup";
import { callsOf } from "../../../../tests/support/planner-plan";
import { allRead, itReads } from "../../../../tests/support/readings";
import { codeSwitchedOff } from "./code-off.server";

const CODES = [
  { id: "c-welcome", code: "WELCOME10", status: "active" },
  { id: "c-xmas", code: "XMAS5", status: "active" },
];
const lookup = { ...demoLookup(), promotions: async () => ({ sales: [], codes: CODES }) };
const switchedOff = (text: string) => codeSwitchedOff(text, CODES) !== null;

describe("a code switched off by its name", () => {
  itReads(switchedOff, {
    "ends that code": allRead(
      ["WELCOME10 off", "turn the welcome10 code off", "xmas5 off now please", "switch XMAS5 off"],
      true,
    ),
    "is no switch in other words": allRead(
      ["SPRING10 off", "WELCOME10 20% off", "xmas5 off the dock", "15% off with XMAS5 off"],
      false,
    ),
  });

  it("proposes ending it beside the other requests of the message", async () => {
    const toolCalls = await callsOf("x55 stock 50; WELCOME10 off", { lookup });
    expect(toolCalls.map((c) => c.name)).toEqual(["update_product", "end_discount_code"]);
    expect(toolCalls[1].arguments).toEqual({ id: "c-welcome" });
  });
});
