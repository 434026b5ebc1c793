// POST /api/admin/ai with the session, CSRF token and config a test chooses, for the assistant route's own
// tests (who may call it, plan and execute): its database, emptied before each test with a new admin signed in.
import { eq } from "drizzle-orm";

import { activityLog } from "~/db/schema/activity";
import { assistantAuditLog } from "~/db/schema/assistant";
import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";
import { action } from "~/routes/api/admin-ai";

import { adminTestDb } from "./admin-test-db";
import type { AssistantBody } from "./assistant-api";
import { createAssistantPlan } from "./factories";
import { routeArgs, routeContext } from "./route-context";

type Session = { cookie: string; csrfToken: string };

type Config = Partial<ReturnType<typeof routeContext>["config"]>;
export type Call = { name: string; arguments: Record<string, unknown> };
type Attachment = { url: string; filename: string; type: "image" | "video" };

export async function adminAiTestDb() {
  const { db, session: signedIn } = await adminTestDb();

  /** session and csrf default to the admin's; null sends none. */
  async function post(
    body: unknown,
    {
      session = signedIn.admin as Session | null,
      csrf = signedIn.admin?.csrfToken as string | null,
      config = {} as Config,
    } = {},
  ) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (session) headers.cookie = session.cookie;
    if (csrf) headers["x-csrf-token"] = csrf;
    const request = new Request("http://localhost/api/admin/ai", {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    const response = (await action(
      routeArgs(db, request, {}, { config: { ...routeContext(db).config, ...config } }),
    )) as Response;
    return { status: response.status, body: (await response.json()) as AssistantBody };
  }
  const plan = (content: string, options?: Parameters<typeof post>[1]) =>
    post({ mode: "plan", messages: [{ role: "user", content }] }, options);
  /** Runs `toolCalls` through a plan issued to the admin for exactly these calls and attachments. */
  const execute = async (toolCalls: Call[], attachments: Attachment[] = [], confirmDestructive = false) => {
    const { planId } = await createAssistantPlan(db, signedIn.admin.user.id, toolCalls, attachments);
    return post({ mode: "execute", planId, toolCalls, confirmDestructive });
  };
  return {
    db,
    signedIn,
    post,
    plan,
    execute,
    auditRows: () => db.select().from(assistantAuditLog),
    orderById: async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0],
    productById: async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0],
  };
}

/**
 * A file of assistant-and-activity tests: the route as the admin signed in, with a config of the test's choosing
 * (`config`), and what they read back: a product, the activity log in order, and who the admin is.
 */
export async function assistantActivityTestDb() {
  const ai = await adminAiTestDb();
  const { db, signedIn: session } = ai;
  const post = (body: unknown, config: Config = {}) => ai.post(body, { config });
  /** Runs `toolCalls` as the plan `planId` (by default a plan issued for exactly these calls). */
  const execute = async (toolCalls: Call[], confirmDestructive = false, planId?: string) =>
    post({
      mode: "execute",
      planId: planId ?? (await createAssistantPlan(db, session.admin.user.id, toolCalls)).planId,
      toolCalls,
      confirmDestructive,
    });
  return {
    db,
    session,
    post,
    plan: (content: string, config?: Config) => post({ mode: "plan", messages: [{ role: "user", content }] }, config),
    execute,
    product: ai.productById,
    entries: () => db.select().from(activityLog).orderBy(activityLog.createdAt),
    me: () => ({ id: session.admin.user.id, email: session.admin.user.email }),
  };
}
