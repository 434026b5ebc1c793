// The server's record of what the assistant proposed (ADR 060). Plan mode stores the exact tool calls
// it showed on its review cards; execute mode runs only calls of a plan stored here, for the admin it
// was issued to, once, before it expires. Approval is therefore enforced here, not in the browser.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { assistantPlans, type AssistantPlan } from "~/db/schema/assistant";
import { DomainError } from "~/lib/errors";

import type { Attachment, ToolCall } from "./assistant.schema";

/** A call as the plan keeps it: for an update, with the values its card showed as current. */
export type PlannedCall = ToolCall & { baseline?: Record<string, unknown> };

/** How long a proposed plan may wait for its approval. */
export const PLAN_TTL_MS = 15 * 60 * 1000;

export const PLAN_NOT_FOUND = "This plan was not found. Ask the assistant again.";
export const PLAN_USED = "This plan has already been run. Ask the assistant again to make another change.";
export const PLAN_EXPIRED = "This plan has expired. Ask the assistant again.";
export const NOT_IN_PLAN = "Only the operations of the plan you reviewed can run. Ask the assistant again.";

/** Stores a plan's changes for `userId`; returns its id and expiry. Long-expired plans are cleared on the way. */
export async function storePlan(
  db: Db,
  userId: string,
  toolCalls: readonly PlannedCall[],
  attachments: readonly Attachment[],
  ttlMs = PLAN_TTL_MS,
): Promise<{ planId: string; expiresAt: Date }> {
  await db.delete(assistantPlans).where(lt(assistantPlans.expiresAt, sql`now() - interval '1 day'`));
  const [row] = await db
    .insert(assistantPlans)
    .values({
      userId,
      toolCalls: toolCalls.map((c) => ({ name: c.name, arguments: c.arguments, baseline: c.baseline })),
      attachments: [...attachments],
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .returning({ id: assistantPlans.id, expiresAt: assistantPlans.expiresAt });
  return { planId: row.id, expiresAt: row.expiresAt };
}

/** JSON with sorted keys: jsonb does not keep the key order a call was written with. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The approved calls, each matched to a distinct call of the plan (the operator may untick some, never
 * add or change one), in the plan's order.
 */
function approvedCalls(plan: AssistantPlan, requested: readonly ToolCall[]): PlannedCall[] {
  const planned = plan.toolCalls.map((c) => canonical({ name: c.name, arguments: c.arguments }));
  const taken = new Set<number>();
  for (const call of requested) {
    const key = canonical({ name: call.name, arguments: call.arguments });
    const index = planned.findIndex((p, i) => p === key && !taken.has(i));
    if (index < 0) throw new DomainError("invalid_input", NOT_IN_PLAN);
    taken.add(index);
  }
  return [...taken].sort((a, b) => a - b).map((i) => plan.toolCalls[i]);
}

/**
 * Spends plan `planId` of `userId` and returns the approved calls with the plan's attachments. Refused
 * (and nothing spent) when the plan is someone else's or unknown (404), was already run or has expired
 * (409), or a requested call is not one of its calls (400). Without `requested`, every call is approved.
 */
export async function spendPlan(
  db: Db,
  userId: string,
  planId: string,
  requested?: readonly ToolCall[],
): Promise<{ toolCalls: PlannedCall[]; attachments: Attachment[] }> {
  const [plan] = await db
    .select()
    .from(assistantPlans)
    .where(and(eq(assistantPlans.id, planId), eq(assistantPlans.userId, userId)));
  if (!plan) throw new DomainError("not_found", PLAN_NOT_FOUND);
  if (plan.usedAt) throw new DomainError("conflict", PLAN_USED);
  if (plan.expiresAt.getTime() <= Date.now()) throw new DomainError("conflict", PLAN_EXPIRED);
  const toolCalls = requested ? approvedCalls(plan, requested) : plan.toolCalls;
  // the guard makes two concurrent executes of one plan run it once
  const spent = await db
    .update(assistantPlans)
    .set({ usedAt: sql`now()` })
    .where(and(eq(assistantPlans.id, planId), isNull(assistantPlans.usedAt), gt(assistantPlans.expiresAt, sql`now()`)))
    .returning({ id: assistantPlans.id });
  if (spent.length === 0) throw new DomainError("conflict", PLAN_USED);
  return { toolCalls, attachments: plan.attachments };
}
