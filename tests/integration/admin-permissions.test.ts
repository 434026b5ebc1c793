// Roles on the server (docs/decisions/040), table-driven over app/routes.ts: every admin route must name
// what its loader and action need in its own `routeRules.permission` (a route added later fails here until it
// does), and each role gets exactly what the rules say, for loaders and for each intent of an action: refused
// with 403 and a sentence saying what the role cannot do, or let through to the route's own answer.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { settings, type Settings } from "~/db/schema/settings";
import { formEntries } from "~/lib/form-input";
import { TOOL_NAMES } from "~/modules/assistant/tools.server";
import {
  can,
  permissionForIntent,
  ROLES,
  TOOL_PERMISSIONS,
  type ActionPermission,
  type Needs,
  type Role,
} from "~/modules/auth/permissions";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings } from "~/modules/settings/settings.server";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { action as aiAction } from "~/routes/api/admin-ai";
import type { PermissionRule } from "~/routes/route-rules";

import { createAdminSession, createAssistantPlan, createOrder } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { paramsOf, PUBLIC_ADMIN_PATHS, routeTable } from "../support/route-table";
import { testDb } from "../support/test-db";

const { db } = await testDb();

type Handler = (args: never) => unknown;
const backOffice = (await routeTable()).filter((r) => /^\/(api\/)?admin(\/|$)/.test(r.pattern));
const adminRoutes = backOffice.filter((r) => !PUBLIC_ADMIN_PATHS.has(r.pattern));
// Dynamic segments get a plausible id: a route let through answers for a record that is not there.
const ID = "00000000-0000-4000-8000-000000000000";
const concrete = (url: string) => url.replace(/:\w+\??/g, ID);
const paramsFor = (pattern: string) => Object.fromEntries(paramsOf(pattern).map((p) => [p, ID]));

type Session = Awaited<ReturnType<typeof createAdminSession>>;
const sessions = {} as Record<Role, Session>;
beforeAll(async () => {
  for (const role of ROLES) sessions[role] = await createAdminSession(db, undefined, role);
});

type Answer = { status: number; location: string | null; message: string };

/** What a loader or action answered, returned or thrown, with the sentence a refusal carries. */
async function answer(run: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Error) throw result;
  if (result instanceof Response) {
    const text = await result.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: string }).error ?? text;
    } catch {
      // a plain-text refusal is its own message
    }
    return { status: result.status, location: result.headers.get("Location"), message };
  }
  const data = result as { type?: string; data?: { error?: string }; init?: ResponseInit | null } | null;
  if (data?.type === "DataWithResponseInit")
    return { status: data.init?.status ?? 200, location: null, message: data.data?.error ?? "" };
  return { status: 200, location: null, message: "" };
}

function get(url: string, session: Session) {
  return new Request(`http://localhost${url}`, { headers: { Cookie: session.cookie } });
}

function post(url: string, session: Session, intent: string) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: {
      Cookie: session.cookie,
      "X-CSRF-Token": session.csrfToken,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent, csrf: session.csrfToken }),
  });
}

/** The intents worth posting: each one the entry names, and one it does not (its `other`). */
const intentsOf = (needs: ActionPermission) =>
  typeof needs === "string" ? ["anything"] : [...Object.keys(needs.byIntent), "anything"];

function expectAnswer(result: Answer, allowed: boolean, what: string) {
  if (allowed) {
    expect([401, 403], `${what} refused: ${JSON.stringify(result)}`).not.toContain(result.status);
    expect(result.location ?? "", what).not.toMatch(/^\/admin\/login/);
  } else {
    expect(result, what).toMatchObject({ status: 403, message: expect.stringMatching(/^Your role \(.+\) cannot /) });
  }
}

/** What an admin route's own rules say its loader and action need ("public" names neither). */
const needsOf = (route: (typeof backOffice)[number]): { loader?: Needs; action?: ActionPermission } => {
  const permission = (route.mod as { routeRules?: { permission: PermissionRule } }).routeRules?.permission;
  return typeof permission === "object" ? permission : {};
};

describe("every admin route answers each role as its routeRules say", () => {
  it("finds the admin routes, and each names what it needs (exactly its loader and action)", () => {
    expect(adminRoutes.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/dashboard/orders", "/api/admin/ai"]),
    );
    for (const route of adminRoutes) {
      const entry = needsOf(route);
      expect(Boolean(entry.loader), `${route.file}: routeRules.permission.loader`).toBe(Boolean(route.mod.loader));
      expect(Boolean(entry.action), `${route.file}: routeRules.permission.action`).toBe(Boolean(route.mod.action));
    }
  });

  it('says "public" for the signed-out admin pages (signing in, resetting a password), and for no other', () => {
    const saidPublic = backOffice.filter((r) => needsOf(r).loader === undefined && needsOf(r).action === undefined);
    expect(saidPublic.map((r) => r.pattern).sort()).toEqual([...PUBLIC_ADMIN_PATHS].sort());
  });

  for (const route of adminRoutes) {
    const entry = needsOf(route);
    for (const role of ROLES) {
      it(`${route.pattern} (${route.file}) as ${role}`, async () => {
        const session = sessions[role];
        const url = concrete(route.pattern);
        const params = paramsFor(route.pattern);
        if (entry.loader && route.mod.loader) {
          const needs = entry.loader;
          const result = await answer(() => (route.mod.loader as Handler)(routeArgs(db, get(url, session), params)));
          expectAnswer(result, can(role, needs), `GET ${route.file}`);
        }
        if (entry.action && route.mod.action) {
          for (const intent of intentsOf(entry.action)) {
            const needs = permissionForIntent(entry.action, intent);
            const run = () => (route.mod.action as Handler)(routeArgs(db, post(url, session, intent), params));
            expectAnswer(await answer(run), can(role, needs), `POST ${route.file} intent=${intent}`);
          }
        }
      });
    }
  }
});

describe("payment settings are the Owner's", () => {
  async function saveSettings(role: Role, changes: Partial<Settings>) {
    const record = await getSettings(db);
    const form = new URLSearchParams([
      ["csrf", sessions[role].csrfToken],
      ...formEntries(toSettingsForm({ ...record, ...changes })),
    ]);
    const request = new Request("http://localhost/admin/dashboard/settings", {
      method: "POST",
      headers: { Cookie: sessions[role].cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    return answer(() => settingsAction(routeArgs(db, request)));
  }

  it("shows a Manager the Stripe key locked, and the Owner not", async () => {
    const page = (role: Role) =>
      settingsLoader(
        routeArgs(db, get("/admin/dashboard/settings", sessions[role])) as Parameters<typeof settingsLoader>[0],
      );
    expect(await page("manager")).toMatchObject({ locked: ["stripePublishableKey"] });
    expect(await page("owner")).toMatchObject({ locked: [] });
  });

  it("lets a Manager save the settings but not change the Stripe key; the Owner may", async () => {
    expect((await saveSettings("manager", { siteName: "Managed Shop" })).status).toBe(303);
    const refused = await saveSettings("manager", { stripePublishableKey: "pk_test_manager" });
    expect(refused).toMatchObject({
      status: 403,
      message: expect.stringContaining("cannot change the payment settings"),
    });
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    expect(row.stripePublishableKey).not.toBe("pk_test_manager");
    expect((await saveSettings("owner", { stripePublishableKey: "pk_test_owner" })).status).toBe(303);
    expect((await getSettings(db)).stripePublishableKey).toBe("pk_test_owner");
  });
});

describe("the assistant's tools check the role", () => {
  it("has a permission for every tool", () => {
    for (const name of TOOL_NAMES) expect(TOOL_PERMISSIONS[name], `${name} has no permission`).toBeDefined();
  });

  it("lets Fulfilment read orders through the assistant, and nothing else", async () => {
    const order = await createOrder(db);
    const session = sessions.fulfilment;
    const toolCalls = [
      { name: "get_orders", arguments: {} },
      { name: "get_products", arguments: {} },
      { name: "update_order", arguments: { orderNumber: order.orderNumber, notes: "from the assistant" } },
    ];
    const { planId } = await createAssistantPlan(db, session.user.id, toolCalls, []);
    const request = new Request("http://localhost/api/admin/ai", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: session.cookie, "x-csrf-token": session.csrfToken },
      body: JSON.stringify({ mode: "execute", planId, toolCalls, confirmDestructive: false }),
    });
    const response = (await aiAction(routeArgs(db, request))) as Response;
    const { results } = (await response.json()) as {
      results: { toolName: string; success: boolean; message: string }[];
    };
    expect(results.map((r) => [r.toolName, r.success])).toEqual([
      ["get_orders", true],
      ["get_products", false],
      ["update_order", false],
    ]);
    expect(results[1].message).toMatch(/^Your role \(Fulfilment\) cannot manage products/);
  });
});
