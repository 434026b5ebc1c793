// What a route module declares about itself, in one typed export beside its loader and action:
//   export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;
// The server reads it from the built route manifest (server/http/route-index.ts) for the page cache and the
// body reader; admin loaders and actions pass `routeRules.permission` to the admin helpers. The rules of
// the deepest route a path matches apply. Not a route itself: app/routes.ts does not list it, and React
// Router keeps `routeRules` out of the browser's bundle (only its own exports reach the client).
import { KB, MB } from "~/lib/bytes";
import type { ActionPermission, Needs } from "~/modules/auth/permissions";

/** Who may use the route: anyone, or (the back office) what its loader and action need from permissions.ts. */
export type PermissionRule = "public" | { loader: Needs; action?: ActionPermission } | { action: ActionPermission };

/**
 * Whether the page cache may store the page (anonymous GETs only, served to everyone until a store change),
 * and which query parameters it keeps in the key: any other is dropped, and the page rendered without it.
 * A request carrying a `personal` parameter (a tracking lookup) is never stored.
 */
export type CacheRule = { store: false } | { store: true; params?: readonly string[]; personal?: readonly string[] };

/**
 * A request body: its kind (how it is named in a refusal, and whether the refusal is JSON), its limit in
 * bytes, checked on the declared length and on the bytes as they come, and how long the whole body may
 * take (null: an upload, bounded by the request timeout).
 */
export type BodyRule = {
  kind: "form" | "json" | "webhook" | "upload" | "file";
  limit: number;
  deadlineMs: number | null;
};

export type RouteRules = { permission: PermissionRule; cache: CacheRule; body: BodyRule };

export const NOT_CACHED = { store: false } as const satisfies CacheRule;
export const CACHED = { store: true } as const satisfies CacheRule;

/**
 * A form or a JSON request is whole within this, however steadily it trickles: a client sending just enough
 * to pass the body reader's progress rule held a 256 KB form open for minutes.
 */
export const BODY_DEADLINE_MS = 30_000;

export const FORM_BODY = { kind: "form", limit: 256 * KB, deadlineMs: BODY_DEADLINE_MS } as const satisfies BodyRule;
export const JSON_BODY = { kind: "json", limit: 64 * KB, deadlineMs: BODY_DEADLINE_MS } as const satisfies BodyRule;
// Written out, not spread from JSON_BODY: a spread is code the browser's bundle would keep, where plain
// literals are dropped with the rules (React Router sends no `routeRules` to the browser).
/** The checkout's JSON endpoints: a basket's choices and a payment's ids, never large. */
export const CHECKOUT_JSON_BODY = {
  kind: "json",
  limit: 32 * KB,
  deadlineMs: BODY_DEADLINE_MS,
} as const satisfies BodyRule;
/** One order number and email, or one test card. */
export const SMALL_JSON_BODY = {
  kind: "json",
  limit: 8 * KB,
  deadlineMs: BODY_DEADLINE_MS,
} as const satisfies BodyRule;
/**
 * Stripe's events are a few KB; its documentation gives no figure we could cite, so the webhook takes up
 * to 1 MB, far above any event and far below what would hurt (ADR 081).
 */
export const WEBHOOK_BODY = {
  kind: "webhook",
  limit: 1 * MB,
  deadlineMs: BODY_DEADLINE_MS,
} as const satisfies BodyRule;

/**
 * A back-office route's rules: never cached, a form body unless `body` says otherwise, and what its loader and
 * action need (the admin helpers in modules/auth/admin-route.server.ts are given `routeRules.permission`).
 * Marked free of side effects: a call is code the browser's bundle would otherwise keep, where this one is
 * dropped with the unused `routeRules` (the admin pages' client JavaScript is the same as with a literal).
 */
/* @__NO_SIDE_EFFECTS__ */
export function adminRules<const P extends Exclude<PermissionRule, "public">>(
  permission: P,
  body: BodyRule = FORM_BODY,
): { permission: P; cache: typeof NOT_CACHED; body: BodyRule } {
  return { permission, cache: NOT_CACHED, body };
}

/** The rules of the catalogue's pages: products, add-ons, reviews, videos, sales, discount codes, FAQs. */
export const CATALOG_PAGE = adminRules({ loader: "catalog.manage", action: "catalog.manage" });
