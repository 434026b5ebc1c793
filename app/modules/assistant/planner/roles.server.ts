// The planner knows who asks: what the signed-in role cannot do is refused up front, in words, before
// any card is drawn (the server refuses it again when run, since a role can change in between).
import { can, forbiddenMessage, TOOL_PERMISSIONS, type Role } from "~/modules/auth/permissions";

import type { Plan, Suggestion, ToolCall } from "../assistant.schema";

/** Things to offer instead, each kept only when the role may do it. */
const OFFERS: { tool: string; suggestion: Suggestion }[] = [
  {
    tool: "get_orders",
    suggestion: { label: "Which orders haven't shipped yet?", prompt: "Which orders haven't shipped yet?" },
  },
  { tool: "get_orders", suggestion: { label: "Show today's orders", prompt: "Show today's orders" } },
  { tool: "get_latest_order", suggestion: { label: "Show the latest order", prompt: "Show the latest order" } },
  { tool: "get_products", suggestion: { label: "View draft products", prompt: "Show draft products" } },
  { tool: "get_settings", suggestion: { label: "Current site settings", prompt: "Show current site settings" } },
];

const allowed = (role: Role | null, call: ToolCall) => {
  const needs = TOOL_PERMISSIONS[call.name];
  return !!needs && can(role, needs);
};

/** Whether `role` may use a tool; every tool when the role is not known. */
export const permitted = (role: Role | null | undefined, tool: string) =>
  role === undefined || allowed(role, { name: tool, arguments: {} });

/** Suggestions offered in a reply, each with the tool it leads to: those the role may not use are left out. */
export const offersFor = (role: Role | null | undefined, offers: [tool: string, suggestion: Suggestion][]) =>
  offers.filter(([tool]) => permitted(role, tool)).map(([, suggestion]) => suggestion);

/**
 * A question whose buttons lead to what the role may not do ("refund tom": how much?) is refused up front,
 * as a card would be: `probe` plans a button's prompt to see where it leads.
 */
export async function refuseAskForRole(
  plan: Plan,
  role: Role | null | undefined,
  probe: (prompt: string) => Promise<Plan>,
): Promise<Plan> {
  const first = plan.suggestions?.[0];
  if (role === undefined || plan.reply !== "ask" || !first) return plan;
  const led = await probe(first.prompt);
  return led.toolCalls.some((c) => !allowed(role, c)) ? refuseForRole(led, role) : plan;
}

/** The plan with what `role` may not do taken out and said; unchanged when the role is not known. */
export function refuseForRole(plan: Plan, role: Role | null | undefined): Plan {
  if (role === undefined) return plan;
  const refused = plan.toolCalls.filter((c) => !allowed(role, c));
  if (refused.length === 0) return plan;
  const kept = plan.toolCalls.filter((c) => allowed(role, c));
  const reasons = [...new Set(refused.map((c) => forbiddenMessage(role, TOOL_PERMISSIONS[c.name] ?? "staff")))];
  const what = [...new Set(refused.map((c) => c.name.replace(/_/g, " ")))].join(", ");
  const refusal = `I can't propose that (${what}): ${reasons.join(" ")}`;
  if (kept.length) return { ...plan, toolCalls: kept, message: `${refusal}\n${plan.message}` };
  const suggestions = OFFERS.filter((o) => allowed(role, { name: o.tool, arguments: {} })).map((o) => o.suggestion);
  return { message: `${refusal} Here is what I can do for you:`, toolCalls: [], reply: "decline", suggestions };
}
