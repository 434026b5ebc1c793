// Which routes of a React Router build a page's path matches, for the page cache's check of `_routes`
// (page-cache-middleware.ts). Read once per kind of page: a product's slug does not change its routes.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import type { RouteIdsOf } from "./page-cache-middleware";

type Manifest = ServerBuild["routes"];

/** The route ids each path matches; before the build is loaded, none (nothing with `_routes` is stored). */
export function routeIdsFromBuild(build: Promise<ServerBuild>): RouteIdsOf {
  let tree: RouteObject[] | null = null;
  build.then((module) => (tree = routeTree(module.routes))).catch(() => undefined);
  const known = new Map<string, ReadonlySet<string>>();
  const none: ReadonlySet<string> = new Set();
  return (pagePath) => {
    if (!tree) return none;
    // Only the cache's own paths reach here (a fixed list of pages, and slugs): one entry per kind.
    const kind = pagePath.replace(/^(\/(?:product|addon)\/)[^/]+$/, "$1slug");
    let ids = known.get(kind);
    if (!ids) {
      ids = new Set((matchRoutes(tree, kind) ?? []).map((match) => match.route.id!));
      known.set(kind, ids);
    }
    return ids;
  };
}

function routeTree(manifest: Manifest): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, list);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const kids = children.get(route.id);
      return kids && !route.index ? ({ ...route, children: attach(kids) } as RouteObject) : route;
    });
  return attach(children.get(undefined) ?? []);
}
