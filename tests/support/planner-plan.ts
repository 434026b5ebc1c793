// The planner's unit tests' way to plan one owner message: at the eval instant, over the demo shop, as the owner,
// unless a test says otherwise. One place for the scaffolding every planner test file would otherwise write again.
import { expect, it } from "vitest";

import type { ToolCall } from "~/modules/assistant/assistant.schema";
import type { PlannerLookup } from "~/modules/assistant/planner/lookup";
import { builtInPlan } from "~/modules/assistant/planner/planner.server";
import type { Role } from "~/modules/auth/permissions";

import { demoLookup } from "./planner-demo-lookup";
import { PLANNER_NOW } from "./planner-period";

export { PLANNER_NOW };

export type PlanOptions = { lookup?: PlannerLookup; role?: Role | null | undefined; now?: Date };

/** builtInPlan's answer to `content` sent alone, by the owner at PLANNER_NOW over the demo shop unless told. */
export const planAt = (content: string, options: PlanOptions = {}) => {
  const { lookup = demoLookup(), now = PLANNER_NOW } = options;
  // `role: undefined` given is the planner's "role not known", under which no tool is refused
  const role = "role" in options ? options.role : "owner";
  return builtInPlan([{ role: "user", content }], lookup, now, role);
};

/** The tool calls the planner proposes for `content`, as builtInPlan gives them. */
export const callsOf = async (content: string, options?: PlanOptions): Promise<ToolCall[]> =>
  (await planAt(content, options)).toolCalls;

/** The tool calls for `content` that change something: callsOf without the look-ups (get_…) beside them. */
export const changesOf = async (content: string, options?: PlanOptions): Promise<ToolCall[]> =>
  (await callsOf(content, options)).filter((c) => !c.name.startsWith("get_"));

/** The cards the planner proposes for `content`, each its tool's name beside that tool's arguments. */
export const cardsOf = async (content: string, options?: PlanOptions) =>
  (await callsOf(content, options)).map((c): Record<string, unknown> => ({ tool: c.name, ...c.arguments }));

/** How the planner answers `content`: its reply ("ask", "decline", …) beside the changes it proposes. */
export const answerOf = async (content: string, options?: PlanOptions) => {
  const { reply, toolCalls } = await planAt(content, options);
  return { reply, changes: toolCalls.filter((c) => !c.name.startsWith("get_")) };
};

/**
 * planAt, callsOf, changesOf, answerOf and cardsOf over one shop, for a file whose tests all plan over the same
 * lookup: one line instead of a wrapper of each re-declared in every such file.
 */
export const plannerOver = (lookup: PlannerLookup) => ({
  plan: (content: string, options?: PlanOptions) => planAt(content, { lookup, ...options }),
  calls: (content: string, options?: PlanOptions) => callsOf(content, { lookup, ...options }),
  changes: (content: string, options?: PlanOptions) => changesOf(content, { lookup, ...options }),
  answer: (content: string, options?: PlanOptions) => answerOf(content, { lookup, ...options }),
  cards: (content: string, options?: PlanOptions) => cardsOf(content, { lookup, ...options }),
});

/** A create_sale call running from `startsAt` to `endsAt`, whatever else the sale says (its items, its amount). */
export const saleCall = (startsAt: string, endsAt: string) => ({
  name: "create_sale",
  arguments: expect.objectContaining({ startsAt, endsAt }),
});

/** Whether the planner proposes a `tool` card for `content`, whatever else it proposes. */
export const proposes =
  (tool: string, options?: PlanOptions) =>
  async (content: string): Promise<boolean> =>
    (await callsOf(content, options)).some((c) => c.name === tool);

/**
 * Plans each key of `expected` with `read` and expects the value beside it, in one comparison: a failure lists every
 * message planned wrongly beside what it should give, not only the first. Messages are planned one after another.
 */
export async function expectCards<T>(read: (content: string) => Promise<T>, expected: Record<string, T>) {
  const actual: Record<string, T> = {};
  for (const content of Object.keys(expected)) actual[content] = await read(content);
  expect(actual).toEqual(expected);
}

/** Like expectCards, each message's answer held to toMatchObject rather than toEqual. */
export async function expectCardsMatch<T>(read: (content: string) => Promise<T>, expected: Record<string, unknown>) {
  const actual: Record<string, T> = {};
  for (const content of Object.keys(expected)) actual[content] = await read(content);
  expect(actual).toMatchObject(expected);
}

// itReads for the planner: a file states its named cases of messages and this declares their `it`s.
/** One `it` a named case, planning every message of its table with `read` in one comparison (expectCards). */
export function itPlans<T>(read: (content: string) => Promise<T>, cases: Record<string, Record<string, T>>) {
  for (const [name, expected] of Object.entries(cases)) it(name, () => expectCards(read, expected));
}

/** Like itPlans, each case's answers held to toMatchObject (expectCardsMatch). */
export function itPlansMatch<T>(read: (content: string) => Promise<T>, cases: Record<string, Record<string, unknown>>) {
  for (const [name, expected] of Object.entries(cases)) it(name, () => expectCardsMatch(read, expected));
}

/** How the planner answers `content`: its kind of reply ("propose" when it proposes) and the tools of its cards. */
export const replyAndCards = async (content: string, options?: PlanOptions) => {
  const plan = await planAt(content, options);
  return { reply: plan.reply ?? "propose", cards: plan.toolCalls.map((c) => c.name) };
};
