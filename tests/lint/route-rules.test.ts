// A route says its own rules (app/routes/route-rules.ts): every module of the route manifest exports a sound
// `routeRules`, and what still names a path or a file by hand (the admin sidebar, the signed-out admin pages,
// the client chunking in vite.config.ts) names one that exists.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { ADMIN_NAV } from "~/modules/auth/permissions";

import { routeIndex, routeRulesProblem } from "../../server/http/route-index";
import { STOREFRONT_SHARED } from "../../vite.config";
import { routeManifest } from "../support/route-manifest";
import { PUBLIC_ADMIN_PATHS } from "../support/route-table";

const manifest = await routeManifest();
const routes = routeIndex(manifest);

/** The route a path ends at, unless that is the not-found page every unknown path reaches. */
const routeOf = (path: string) => [...routes.routeIdsOf(path)].at(-1);

describe("route rules", () => {
  it("are declared by every route module, root and layouts included", () => {
    const missing = Object.values(manifest).flatMap((route) => {
      const problem = route && routeRulesProblem(route.module as unknown as Record<string, unknown>);
      return problem ? [`${route.id}: ${problem}`] : [];
    });
    expect(Object.keys(manifest).length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it.each(ADMIN_NAV.map((page) => [page.label, page.to]))("has a route for the sidebar's %s (%s)", (_label, to) => {
    expect(routeOf(to)).not.toBe("routes/not-found");
  });

  it.each([...PUBLIC_ADMIN_PATHS])("has a route for the signed-out admin page %s, and its rules say public", (path) => {
    expect(routeOf(path)).not.toBe("routes/not-found");
    expect(routes.rulesOf(path).permission).toBe("public");
  });

  it.each(STOREFRONT_SHARED)("chunks by name only files that exist: %s", (file) => {
    expect(fs.existsSync(file), `vite.config.ts names ${file}, which does not exist`).toBe(true);
  });
});
