// POST /api/admin/ai as the chat page sends it, for the assistant's route tests: plan a request in an
// operator's words, then approve what it proposed (the plan's own id, ADR 060).
import type { Db } from "~/db/client.server";
import { action as aiAction } from "~/routes/api/admin-ai";

import { adminTestDb, type SignedInAdmin } from "./admin-test-db";
import { routeArgs, routeContext } from "./route-context";

export type AssistantCard = {
  title: string;
  target?: { text: string; href?: string };
  changes: { field: string; label: string; before: string; after: string }[];
  destructive: boolean;
  affects?: { count: number; names: string[] };
  problem?: string;
  notes?: string[];
};
export type AssistantResult = {
  toolName: string;
  success: boolean;
  message: string;
  data: unknown;
  view?: { caption: string; columns: string[]; rows: { text: string; href?: string }[][] };
  /** the change it made, when it can be undone from the chat */
  undo?: { entryId: string; asksCorrection: boolean };
};
export type AssistantBody = {
  error?: string;
  message: string;
  toolCalls: { name: string; arguments: Record<string, unknown> }[];
  planId?: string;
  cards: AssistantCard[];
  reads: AssistantResult[];
  results: AssistantResult[];
  /** undo mode's answer */
  result: AssistantResult;
  reply?: "ask" | "decline";
  suggestions?: { label: string; prompt: string }[];
};

export function assistantApi(db: Db, admin: () => SignedInAdmin) {
  async function post(body: unknown) {
    const { cookie, csrfToken } = admin();
    const request = new Request("http://localhost/api/admin/ai", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
      body: JSON.stringify(body),
    });
    const response = (await aiAction(routeArgs(db, request, {}, { config: routeContext(db).config }))) as Response;
    return { status: response.status, body: (await response.json()) as AssistantBody };
  }
  /** The planner's answer to one request: reads already run, changes as cards. */
  const plan = async (content: string) => (await post({ mode: "plan", messages: [{ role: "user", content }] })).body;
  /** Approves every call of a plan (ticking the destructive confirmation too). */
  const approve = async (planned: AssistantBody) => {
    if (!planned.planId) throw new Error(`nothing to approve: ${planned.message}`);
    const { body } = await post({
      mode: "execute",
      planId: planned.planId,
      toolCalls: planned.toolCalls,
      confirmDestructive: true,
    });
    return body.results;
  };
  return { post, plan, approve };
}

/** A card's changes as the dialog reads them: "Price: £79.99 → £89.99". */
export const changeLines = (card: AssistantCard) => card.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`);

/**
 * A file of assistant route tests: its database, emptied before each test with a new admin signed in
 * (`session.admin`: a test may sign in another in its place), and the API as whoever is signed in.
 */
export async function assistantTestDb() {
  const { db, session } = await adminTestDb();
  return { db, session, ...assistantApi(db, () => session.admin) };
}
