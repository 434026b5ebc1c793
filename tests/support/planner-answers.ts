import { expect } from "vitest";

import type { builtInPlan } from "~/modules/assistant/planner/planner.server";

type Plan = Awaited<ReturnType<typeof builtInPlan>>;

/** The planner answers with a question and proposes no card at all, not even a look-up. */
export function expectAskedWithNoCard(result: Plan) {
  expect(result.toolCalls).toEqual([]);
  expect(result.reply).toBe("ask");
}
