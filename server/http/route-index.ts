// The rules each route module declares (`routeRules`, app/routes/route-rules.ts), found by path in the
// built route manifest: the same `routes` object React Router serves, in production, in dev and in tests.
// The page cache asks what a GET's page may store and which routes its `.data` request may name; the body
// reader asks for a request's body limit. The rules of the deepest route a path matches apply.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import type { BodyRule, CacheRule, RouteRules } from "~/routes/route-rules";

type Manifest = ServerBuild["routes"];
type StoredCacheRule = Extract<CacheRule, { store: true }>;

export type RouteIndex = {
  /** the rules of the deepest route the path matches (a `.data` suffix ignored) */
  rulesOf(path: string): RouteRules;
  /** the page's cache rule for a GET of `path` (a page or its `.data`); null when it may not be stored */
  cacheRuleOf(path: string): StoredCacheRule | null;
  /** the ids of the routes a page's path matches (root, layout, page), for a `.data` request's `_routes` */
  routeIdsOf(pagePath: string): ReadonlySet<string>;
  /** the id of the deepest route the path matches (a `.data` suffix ignored), for logs that count by route */
  routeIdOf(path: string): string;
  /** the body rule of a request's path */
  bodyRuleOf(path: string): BodyRule;
};

/** What the page cache reads of the index. */
export type PageRoutes = Pick<RouteIndex, "cacheRuleOf" | "routeIdsOf">;

// One spelling per stored page: lowercase segments of letters, digits and hyphens, each with an optional
// extension (`/sitemap/2.xml`). `/Product/x`, `/product/x/` or `/product/r36%2Dultra` would render the same page
// under a key of its own, so they pass by the cache.
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\.[a-z0-9]+)?(?:\/[a-z0-9-]+(?:\.[a-z0-9]+)?)*)?$/;
// Paths whose match is remembered; past this the memory is emptied, so made-up paths cannot grow it.
const REMEMBERED_PATHS = 2_000;

const KINDS = new Set<unknown>(["form", "json", "webhook", "upload", "file"]);
const strings = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((v) => typeof v === "string"));

/** Why a route module's `routeRules` export is missing or malformed; null when it is sound. */
export function routeRulesProblem(module: Record<string, unknown>): string | null {
  const rules = module.routeRules as Partial<RouteRules> | undefined;
  if (!rules || typeof rules !== "object") return "exports no routeRules";
  const { permission, cache, body } = rules;
  const needs = typeof permission === "object" ? (permission as { loader?: unknown; action?: unknown }) : null;
  if (permission !== "public" && !(needs?.loader || needs?.action))
    return 'routeRules.permission is neither "public" nor { loader, action }';
  if (!cache || typeof cache !== "object" || typeof cache.store !== "boolean")
    return "routeRules.cache has no store: true or false";
  if (cache.store && !(strings(cache.params) && strings(cache.personal)))
    return "routeRules.cache's params and personal are lists of parameter names";
  if (!body || !KINDS.has(body.kind) || !(Number.isSafeInteger(body.limit) && body.limit > 0))
    return "routeRules.body needs a kind and a limit in bytes";
  if (body.deadlineMs !== null && !(typeof body.deadlineMs === "number" && body.deadlineMs > 0))
    return "routeRules.body.deadlineMs is a number of milliseconds or null";
  return null;
}

type Match = { ids: ReadonlySet<string>; rules: RouteRules; page: boolean };

/** The index of a manifest; throws when a route module declares no sound `routeRules`. */
export function routeIndex(manifest: Manifest): RouteIndex {
  const problems = Object.values(manifest).flatMap((route) => {
    const problem = route && routeRulesProblem(route.module as unknown as Record<string, unknown>);
    return problem ? [`${route.id} ${problem} (app/routes/route-rules.ts)`] : [];
  });
  if (problems.length) throw new Error(`Routes without their rules:\n${problems.join("\n")}`);
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const root = routes.find((route) => route.parentId === undefined)!;
  const tree = routeTree(routes);
  const fallback: Match = { ids: new Set([root.id]), rules: rulesOfModule(root.module), page: true };

  const known = new Map<string, Match>();
  const match = (path: string): Match => {
    let found = known.get(path);
    if (found) return found;
    const matches = matchRoutes(tree, path);
    const leaf = matches?.at(-1)?.route;
    found = leaf
      ? {
          ids: new Set(matches!.map((m) => m.route.id!)),
          rules: rulesOfModule(manifest[leaf.id!]!.module),
          page: Boolean(manifest[leaf.id!]!.module.default),
        }
      : fallback;
    if (known.size >= REMEMBERED_PATHS) known.clear();
    known.set(path, found);
    return found;
  };
  const pageOf = (path: string) => (path === "/_root.data" ? "/" : path.replace(/\.data$/, ""));

  return {
    rulesOf: (path) => match(pageOf(path)).rules,
    cacheRuleOf(path) {
      const data = path.endsWith(".data");
      const page = pageOf(path);
      // Home's data is `/_root.data`; `/.data` is no page's.
      if (!CANONICAL_PATH.test(page) || (data && page === "/" && path !== "/_root.data")) return null;
      const found = match(page);
      // Only a page (a route with a component) has navigation data; a resource route's `.data` is nothing.
      if (!found.rules.cache.store || (data && !found.page)) return null;
      return found.rules.cache;
    },
    routeIdsOf: (pagePath) => match(pagePath).ids,
    routeIdOf: (path) => [...match(pageOf(path)).ids].at(-1)!,
    bodyRuleOf: (path) => match(pageOf(path)).rules.body,
  };
}

const rulesOfModule = (module: unknown) => (module as { routeRules: RouteRules }).routeRules;

function routeTree(routes: NonNullable<Manifest[string]>[]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of routes) {
    const list = children.get(route.parentId) ?? [];
    list.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, list);
  }
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const kids = children.get(route.id);
      return kids && !route.index ? ({ ...route, children: attach(kids) } as RouteObject) : route;
    });
  return attach(children.get(undefined) ?? []);
}

const indexes = new WeakMap<Manifest, RouteIndex>();

/** The index of a loaded build, made once per manifest (a dev server's rebuild brings a new one). */
export function indexOfBuild(build: ServerBuild): RouteIndex {
  let index = indexes.get(build.routes);
  if (!index) {
    index = routeIndex(build.routes);
    indexes.set(build.routes, index);
  }
  return index;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The page cache's view of a build still loading: until it is loaded no page is stored (every request
 * passes by the cache), then the build's index answers.
 */
export function pageRoutesOf(build: Promise<ServerBuild>): PageRoutes {
  let index: RouteIndex | null = null;
  build.then((module) => (index = indexOfBuild(module))).catch(() => undefined);
  return {
    cacheRuleOf: (path) => index?.cacheRuleOf(path) ?? null,
    routeIdsOf: (pagePath) => index?.routeIdsOf(pagePath) ?? NOTHING,
  };
}
