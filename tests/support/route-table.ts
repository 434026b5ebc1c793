// The URL patterns of app/routes.ts, walked with their route modules, so a test can cover every
// route, including those added later, without listing them.
import path from "node:path";

import routes from "~/routes";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
export type RouteModule = { default?: unknown; loader?: unknown; action?: unknown };
export type WalkedRoute = { pattern: string; file: string; index: boolean; mod: RouteModule };

function walk(entries: RouteEntry[], parent = ""): Omit<WalkedRoute, "mod">[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ pattern: joined, file: entry.file, index: Boolean(entry.index) }, ...walk(entry.children ?? [], joined)];
  });
}

export async function routeTable(): Promise<WalkedRoute[]> {
  return Promise.all(
    walk(routes as RouteEntry[]).map(async (r) => ({
      ...r,
      mod: (await import(/* @vite-ignore */ path.resolve("app", r.file))) as RouteModule,
    })),
  );
}

/**
 * The admin pages that must work signed out: signing in (and its code step), signing out, resetting a
 * password, accepting an invitation, confirming a new email address (its link may be opened in another browser).
 * Every other path under /admin or /api/admin is for staff only.
 */
export const PUBLIC_ADMIN_PATHS = new Set([
  "/admin/login",
  "/admin/logout",
  "/admin/reset-password",
  "/admin/accept-invitation",
  "/admin/confirm-email",
  "/admin/sign-in-code",
]);

/** The dynamic segments of a pattern (`:slug`, `:id?`, `*`). */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)\??|\*/g)].map((m) => m[1] ?? "*");
}
