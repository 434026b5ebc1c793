// Walks the route table and proves that every admin route refuses anonymous visitors and signed-in
// users without the admin role, for loaders and actions alike. Routes added later are covered
// automatically: anything under /admin or /api/admin that is not on the short public list.
import path from "node:path";

import { describe, expect, it } from "vitest";

import routes from "~/routes";

import { createAdminSession, createUserSession } from "../support/factories";
import { routeArgs, routeOutcome } from "../support/route-context";
import { PUBLIC_ADMIN_PATHS } from "../support/route-table";
import { testDb } from "../support/test-db";

const { db } = await testDb();

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type Walked = { url: string; file: string };

function walk(entries: RouteEntry[], parent = ""): Walked[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ url: joined, file: entry.file }, ...walk(entry.children ?? [], joined)];
  });
}

type RouteModule = { default?: unknown; loader?: (args: never) => unknown; action?: (args: never) => unknown };

const adminRoutes = await Promise.all(
  walk(routes as RouteEntry[])
    .filter((r) => /^\/(api\/)?admin(\/|$)/.test(r.url) && !PUBLIC_ADMIN_PATHS.has(r.url))
    .map(async (r) => ({ ...r, mod: (await import(/* @vite-ignore */ path.resolve("app", r.file))) as RouteModule })),
);
// Dynamic segments get a plausible id, so a loader that looked the record up first would be caught too.
const concrete = (url: string) =>
  url.replace(/:\w+\??/g, "00000000-0000-4000-8000-000000000000").replace(/\/\*$/, "/anything");

type Outcome = { status: number; location: string | null };

async function outcome(run: () => unknown): Promise<Outcome> {
  const { status, headers } = await routeOutcome(run);
  return { status, location: headers.get("Location") };
}

const refused = ({ status, location }: Outcome) =>
  ([301, 302, 303, 307, 308].includes(status) && location?.startsWith("/admin/login")) ||
  status === 401 ||
  status === 403;

// Every POST carries a form body: form routes must read it before checking the CSRF field, while JSON
// routes check the role and the X-CSRF-Token header before reading any body, so the body's shape
// must not matter to them.
function requestFor(url: string, method: "GET" | "POST", cookie: string | null) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (method === "GET") return new Request(`http://localhost${url}`, { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost${url}`, {
    method,
    headers,
    body: new URLSearchParams({ intent: "anything", csrf: "forged" }),
  });
}

describe("every admin route checks the admin role on the server", () => {
  it("finds the admin routes in the route table", () => {
    const urls = adminRoutes.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(["/admin", "/admin/dashboard", "/admin/dashboard/orders", "/admin/dashboard/settings"]),
    );
  });

  for (const route of adminRoutes) {
    for (const who of ["anonymous", "signed-in non-admin"] as const) {
      it(`${route.url} (${route.file}) refuses ${who}`, async () => {
        const { mod } = route;
        expect(mod.loader || mod.action, `${route.file} has neither loader nor action`).toBeTruthy();
        const cookie = who === "anonymous" ? null : (await createUserSession(db)).cookie;
        const isPage = Boolean(mod.default);
        const url = concrete(route.url);
        if (mod.loader) {
          const result = await outcome(() => mod.loader!(routeArgs(db, requestFor(url, "GET", cookie))));
          if (isPage)
            expect(result, `loader of ${route.file}`).toMatchObject({
              location: expect.stringMatching(/^\/admin\/login/),
            });
          expect(refused(result), `loader of ${route.file} answered ${JSON.stringify(result)}`).toBe(true);
        }
        if (mod.action) {
          const result = await outcome(() => mod.action!(routeArgs(db, requestFor(url, "POST", cookie))));
          expect(refused(result), `action of ${route.file} answered ${JSON.stringify(result)}`).toBe(true);
        }
      });
    }
    if (!route.mod.action) continue;
    it(`${route.url} (${route.file}) refuses a state change from an admin without the CSRF token`, async () => {
      const { mod } = route;
      const { cookie } = await createAdminSession(db);
      const result = await outcome(() => mod.action!(routeArgs(db, requestFor(concrete(route.url), "POST", cookie))));
      expect(result.status, `action of ${route.file} answered ${JSON.stringify(result)}`).toBe(403);
    });
  }
});
