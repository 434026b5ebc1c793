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
