// The AI assistant: planning (a language model or the built-in rules — chosen in plannerFor, the one
// place), running the reads of a plan at once, previewing its changes as review cards, and executing
// the changes the operator approved. Every executed call is written to assistant_audit_log; every
// change to the store is also recorded by its module in the activity log, with origin "assistant".
import type { Db } from "~/db/client.server";
import { assistantAuditLog } from "~/db/schema/assistant";
import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { GENERIC_ERROR } from "~/lib/http.server";
import type { Logger } from "~/lib/logger.server";
import { latestSeq } from "~/modules/activity/activity-undo.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { can, forbiddenMessage, TOOL_PERMISSIONS, type Role } from "~/modules/auth/permissions";
import type { RefundDeps } from "~/modules/orders/refunds.server";

import {
  isDestructive,
  isReadOnly,
  type Attachment,
  type Plan,
  type PlanMessage,
  type ToolCall,
  type ToolResult,
} from "./assistant.schema";
import { openAiPlan } from "./openai-planner.server";
import { plannerLookup } from "./planner-lookup.server";
import { builtInPlan } from "./planner/planner.server";
import { spendPlan, storePlan, type PlannedCall } from "./plans.server";
import type { PlannedCard } from "./previews.server";
import type { ToolContext } from "./tool-kit.server";
import { findTool, TOOLS } from "./tools.server";
import { undoOfferSince } from "./undo.server";

/** What the planner knows besides the words: who asks (so it refuses up front what the role cannot do)
 * and when (so "Black Friday" and "this weekend" have dates). */
export type PlanContext = { role?: Role | null; now?: Date };
export type Planner = {
  name: string;
  plan(messages: readonly PlanMessage[], context?: PlanContext): Promise<Plan>;
};
type User = { id: string; email: string; role: Role | null };

/** The one place that decides who plans: the configured AI endpoint, else the built-in rules. */
export function plannerFor(
  db: Db,
  config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"> & Partial<Pick<Config, "AI_TIMEOUT_MS">>,
): Planner {
  if (config.AI_BASE_URL) {
    const options = {
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    };
    return { name: config.AI_MODEL, plan: (messages) => openAiPlan(messages, TOOLS, options) };
  }
  return {
    name: "built-in",
    plan: (messages, context = {}) => builtInPlan(messages, plannerLookup(db, context.role), context.now, context.role),
  };
}

const assistantActor = (user: User): Actor => ({
  id: user.id,
  email: user.email,
  origin: "assistant",
  role: user.role,
});

/**
 * The assistant does only what its user's role may (docs/decisions/040): a tool the role lacks is refused
 * (403) when planned and again when run, since a role can change between the two.
 */
function assertToolAllowed(user: User, name: string) {
  const needs = TOOL_PERMISSIONS[name];
  if (!needs)
    throw new DomainError("forbidden", `The operation "${name}" has no permission set, so nobody may run it.`);
  if (!can(user.role, needs)) throw new DomainError("forbidden", forbiddenMessage(user.role, needs));
}

/**
 * Plans a request: the reads it needs run now (their tables go straight into the chat), and each
 * proposed change comes back with its review card. Nothing is changed.
 */
export async function planRequest(
  db: Db,
  planner: Planner,
  user: User,
  messages: readonly PlanMessage[],
  logger?: Logger,
  attachments: readonly Attachment[] = [],
): Promise<Plan & Required<Pick<Plan, "cards" | "reads">>> {
  const planned = await planner.plan(messages, { role: user.role });
  // the built-in planner understands some requests the shop has no tool for yet: say so, never fail
  const unknown = planned.toolCalls.filter((c) => !findTool(c.name));
  const proposed: Plan = unknown.length
    ? {
        message:
          `I understood that, but I can't do it here yet ` +
          `(${[...new Set(unknown.map((c) => c.name.replace(/_/g, " ")))].join(", ")}). ` +
          `Please use the admin pages for it.`,
        toolCalls: [],
        reply: "decline",
      }
    : planned;
  const reads = proposed.toolCalls.filter((c) => isReadOnly(c.name));
  const changes = proposed.toolCalls.filter((c) => !isReadOnly(c.name));
  const ctx: ToolContext = { db, actor: assistantActor(user), attachments: [] };
  const readResults = await executeToolCalls(db, user, reads, [], { logger });
  const previews = await Promise.all(changes.map((c) => previewCall(ctx, user, c, logger)));
  const cards = previews.map(({ baseline: _baseline, ...card }) => card);
  if (changes.length === 0) return { ...proposed, toolCalls: changes, cards, reads: readResults };
  const withBaselines = changes.map((c, i) => ({ ...c, baseline: previews[i].baseline }));
  const stored = await storePlan(db, user.id, withBaselines, attachments);
  return {
    ...proposed,
    toolCalls: changes,
    cards,
    reads: readResults,
    planId: stored.planId,
    expiresAt: stored.expiresAt.toISOString(),
  };
}

/**
 * Runs the calls the operator approved of a plan this server issued to `user` (ADR 060): the plan is
 * spent first, so it runs once; calls that are not the plan's, or a plan that is someone else's,
 * expired or spent, are refused before anything runs.
 */
export async function executePlan(
  db: Db,
  user: User,
  approval: { planId: string; toolCalls: readonly ToolCall[]; confirmDestructive: boolean },
  logger?: Logger,
  payments?: RefundDeps,
): Promise<ToolResult[]> {
  const { toolCalls, attachments } = await spendPlan(db, user.id, approval.planId, approval.toolCalls);
  return executeToolCalls(db, user, toolCalls, attachments, {
    confirmDestructive: approval.confirmDestructive,
    logger,
    payments,
  });
}

/** Undo from the chat: the undo_change tool on the entry a result offered (Activity's undo, rules and refusals). */
export async function undoFromChat(
  db: Db,
  user: User,
  input: { entryId: string; emailCorrection?: boolean },
  logger?: Logger,
): Promise<ToolResult> {
  const args = {
    entryId: input.entryId,
    ...(input.emailCorrection === undefined ? {} : { emailCorrection: input.emailCorrection }),
  };
  const [result] = await executeToolCalls(db, user, [{ name: "undo_change", arguments: args }], [], { logger });
  return result;
}

async function previewCall(ctx: ToolContext, user: User, call: ToolCall, logger?: Logger): Promise<PlannedCard> {
  const destructive = isDestructive(call.name);
  try {
    const tool = findTool(call.name);
    if (!tool?.preview) throw new DomainError("invalid_input", `Unknown operation "${call.name}".`);
    assertToolAllowed(user, call.name);
    return { ...(await tool.preview(ctx, call.arguments)), destructive };
  } catch (err) {
    if (!(err instanceof DomainError)) logger?.error({ err, tool: call.name }, "assistant preview failed");
    const problem = err instanceof DomainError ? err.message : GENERIC_ERROR;
    return { title: `Cannot run ${call.name.replace(/_/g, " ")}`, changes: [], destructive, problem };
  }
}

export const CONFIRM_FIRST = "Not run: a destructive operation runs only after you tick its confirmation.";

/**
 * Runs approved tool calls one after another (later calls may depend on earlier ones). Each call is
 * parsed and run on its own: a refusal is that call's `success: false` with the schema's or module's
 * message. A destructive call (SPEC §9) runs only with the operator's explicit confirmation.
 */
async function executeToolCalls(
  db: Db,
  user: User,
  toolCalls: readonly PlannedCall[],
  attachments: Attachment[],
  {
    confirmDestructive = false,
    logger,
    payments,
  }: { confirmDestructive?: boolean; logger?: Logger; payments?: RefundDeps } = {},
): Promise<ToolResult[]> {
  const results: ToolResult[] = [];
  for (const call of toolCalls) {
    const ctx: ToolContext = { db, actor: assistantActor(user), attachments, baseline: call.baseline, payments };
    let result: ToolResult;
    try {
      const tool = findTool(call.name);
      if (!tool) throw new DomainError("invalid_input", `Unknown operation "${call.name}".`);
      assertToolAllowed(user, call.name);
      if (isDestructive(call.name) && !confirmDestructive) throw new DomainError("forbidden", CONFIRM_FIRST);
      // a change's result offers its Undo in the chat: the entries it wrote come after this one
      const mark = isReadOnly(call.name) || call.name === "undo_change" ? null : await latestSeq(db);
      const { message, data, view } = await tool.run(ctx, call.arguments);
      const undo = mark === null ? undefined : await undoOfferSince(db, user.id, mark, user.role);
      result = {
        toolName: call.name,
        success: true,
        message,
        data,
        ...(view ? { view } : {}),
        ...(undo ? { undo } : {}),
      };
    } catch (err) {
      if (!(err instanceof DomainError)) logger?.error({ err, tool: call.name }, "assistant tool failed");
      const message = err instanceof DomainError ? err.message : GENERIC_ERROR;
      result = {
        toolName: call.name,
        success: false,
        message,
        data: err instanceof DomainError && err.fieldErrors ? { fieldErrors: err.fieldErrors } : null,
      };
    }
    await db.insert(assistantAuditLog).values({
      userId: user.id,
      toolName: call.name,
      arguments: call.arguments,
      success: result.success,
      message: result.message,
    });
    results.push(result);
  }
  return results;
}
