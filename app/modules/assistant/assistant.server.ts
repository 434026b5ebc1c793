// The AI assistant: planning (a language model or the built-in rules — chosen in plannerFor, the one
// place) and executing approved tool calls. Planning never changes anything; execution re-parses
// every call with the admin forms' schemas and records it in assistant_audit_log.
import type { Db } from "~/db/client.server";
import { assistantAuditLog } from "~/db/schema";
import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { GENERIC_ERROR, parseInput } from "~/lib/http.server";
import type { Logger } from "~/lib/logger.server";
import { listReviewsForAdmin } from "~/modules/reviews/reviews-admin.server";
import { listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import type { Attachment, Plan, PlanMessage, ToolCall, ToolResult } from "./assistant.schema";
import { openAiPlan } from "./openai-planner.server";
import { rulePlan, type PlannerLookup } from "./rule-planner";
import { findTool, TOOLS, type ToolContext } from "./tools.server";

export type Planner = { name: string; plan(messages: readonly PlanMessage[]): Promise<Plan> };

/** The one place that decides who plans: the configured AI endpoint, else the built-in rules. */
export function plannerFor(db: Db, config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">): Planner {
  if (config.AI_BASE_URL) {
    const options = { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL };
    return { name: config.AI_MODEL, plan: (messages) => openAiPlan(messages, TOOLS, options) };
  }
  return { name: "built-in", plan: (messages) => rulePlan(messages, plannerLookup(db)) };
}

function plannerLookup(db: Db): PlannerLookup {
  return {
    async findProducts(name) {
      const { products } = await listProductsForAdmin(db, { search: name });
      return products.map(({ id, name, status }) => ({ id, name, status }));
    },
    async findReviews(customerName) {
      const { reviews } = await listReviewsForAdmin(db, { search: customerName });
      return reviews.map(({ id, customerName, productName }) => ({ id, customerName, productName }));
    },
  };
}

/**
 * Runs approved tool calls one after another (later calls may depend on earlier ones). Each call is
 * parsed and run on its own: a refusal is that call's `success: false` with the schema's or module's
 * message, and every call, successful or not, is written to the audit log.
 */
export async function executeToolCalls(
  db: Db,
  user: ToolContext["user"],
  toolCalls: readonly ToolCall[],
  attachments: Attachment[],
  logger?: Logger,
): Promise<ToolResult[]> {
  const results: ToolResult[] = [];
  for (const call of toolCalls) {
    let result: ToolResult;
    try {
      const tool = findTool(call.name);
      if (!tool) throw new DomainError("invalid_input", `Unknown operation "${call.name}".`);
      const args = parseInput(tool.schema, call.arguments);
      const { message, data } = await tool.run({ db, user, attachments }, args as never);
      result = { toolName: call.name, success: true, message, data };
    } catch (err) {
      if (!(err instanceof DomainError)) logger?.error({ err, tool: call.name }, "assistant tool failed");
      const message = err instanceof DomainError ? err.message : GENERIC_ERROR;
      result = { toolName: call.name, success: false, message, data: err instanceof DomainError && err.fieldErrors ? { fieldErrors: err.fieldErrors } : null };
    }
    await db.insert(assistantAuditLog).values({ userId: user.id, toolName: call.name, arguments: call.arguments, success: result.success, message: result.message });
    results.push(result);
  }
  return results;
}
