import type { Plan, PlanMessage } from "./assistant.schema";
import { INTENTS } from "./planner-intents";
import { plan, type PlannerLookup } from "./planner-resolve";

// The built-in planner, used when no AI endpoint is configured (AI_BASE_URL unset). It understands the
// phrasings in planner-intents.ts — the same table its help text and its unit test are made from —
// and, like the language model, only proposes tool calls: reads run at once, changes wait for approval.

export type { PlannerLookup };

/** The reply to anything it does not understand: every phrasing it does, with an example. */
export const RULE_PLANNER_HELP = [
  "I'm the built-in assistant (no AI model is configured), so I understand these requests:",
  ...INTENTS.map((intent) => `- ${intent.help}, e.g. "${intent.examples[0]}"`),
].join("\n");

export async function rulePlan(messages: readonly PlanMessage[], lookup: PlannerLookup): Promise<Plan> {
  const last = [...messages].reverse().find((m) => m.role === "user");
  // The attachment note (see withAttachmentNote) is for language models; commands are in the first part.
  const [command, note = ""] = (last?.content ?? "").split("\n\nAttachments:");
  const text = command
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "");
  const attachedImages = [...note.matchAll(/^- image .*?at (\/uploads\/\S+)$/gm)].map((m) => m[1]);
  for (const intent of INTENTS) {
    const match = text.match(intent.pattern);
    if (match) return intent.plan(match, { lookup, attachedImages });
  }
  return plan(RULE_PLANNER_HELP);
}
