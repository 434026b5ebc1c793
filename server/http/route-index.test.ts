// The route index: each request's rules come from the deepest route its path matches, in the shop's own
// manifest (the limits and cached pages below are what the shop promises), and a manifest with a route that
// declares no rules is refused.
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { routeManifest } from "../../tests/support/route-manifest";
import { tooLargeMessage } from "./request-bodies";
import { routeIndex, routeRulesProblem } from "./route-index";

const routes = routeIndex(await routeManifest());
const refusal = (path: string) => tooLargeMessage(routes.bodyRuleOf(path));

describe("body rules", () => {
  it.each([
    ["/cart", "a form may be at most 256 KB"],
    ["/admin/dashboard/products", "a form may be at most 256 KB"],
    ["/admin/dashboard/products/import", "a product file may be at most 20 MB"],
    ["/admin/dashboard/products/import.data", "a product file may be at most 20 MB"],
    ["/api/admin/uploads", "an upload may be at most 100 MB"],
    ["/api/stripe/webhook", "a webhook event may be at most 1 MB"],
    ["/api/track-order", "this request may be at most 8 KB"],
    ["/api/checkout/test-card", "this request may be at most 8 KB"],
    ["/api/checkout/confirm", "this request may be at most 32 KB"],
    ["/api/checkout/payment-intent", "this request may be at most 32 KB"],
    ["/api/cart/prices", "this request may be at most 64 KB"],
    ["/api/admin/orders/RH-1", "this request may be at most 64 KB"],
    ["/_root.data", "a form may be at most 256 KB"],
    ["/no/such/page", "a form may be at most 256 KB"],
  ])("limits a body posted to %s: %s", (path, message) => {
    expect(refusal(path)).toContain(message);
  });

  it("gives a form and JSON the whole-body deadline, and an upload or a product file only the request's", () => {
    expect(routes.bodyRuleOf("/cart").deadlineMs).toBeGreaterThan(0);
    expect(routes.bodyRuleOf("/api/cart").deadlineMs).toBeGreaterThan(0);
    expect(routes.bodyRuleOf("/api/admin/uploads").deadlineMs).toBeNull();
    expect(routes.bodyRuleOf("/admin/dashboard/products/import").deadlineMs).toBeNull();
  });
});

describe("cache rules", () => {
  it("stores the storefront's public pages with the parameters each reads", () => {
    expect(routes.cacheRuleOf("/")).toEqual({ store: true });
    expect(routes.cacheRuleOf("/_root.data")).toEqual({ store: true });
    expect(routes.cacheRuleOf("/search")).toEqual({ store: true, params: ["q", "page"] });
    expect(routes.cacheRuleOf("/collections/consoles.data")?.params).toContain("brand");
    expect(routes.cacheRuleOf("/track-order")).toEqual({ store: true, personal: ["order"] });
    expect(routes.cacheRuleOf("/sitemap/2.xml")).toEqual({ store: true });
  });

  it("stores no personal page, no other spelling of a page, and no resource route's `.data`", () => {
    for (const path of ["/cart", "/checkout/payment", "/product/r36-ultra/reviews/2", "/admin/dashboard", "/nope"])
      expect(routes.cacheRuleOf(path), path).toBeNull();
    for (const path of ["/Product/r36-ultra", "/product/r36-ultra/", "/product/r36%2Dultra", "//support"])
      expect(routes.cacheRuleOf(path), path).toBeNull();
    expect(routes.cacheRuleOf("/robots.txt")).toEqual({ store: true });
    expect(routes.cacheRuleOf("/robots.txt.data")).toBeNull();
    expect(routes.cacheRuleOf("/.data")).toBeNull();
  });

  it("knows which routes a page's path matches, for a `.data` request's `_routes`", () => {
    expect([...routes.routeIdsOf("/product/r36-ultra")]).toEqual([
      "root",
      "routes/storefront-layout",
      "routes/product",
    ]);
    expect([...routes.routeIdsOf("/admin/dashboard/orders")]).toEqual([
      "root",
      "routes/admin/layout",
      "routes/admin/orders",
    ]);
  });
});

describe("a route's own rules", () => {
  it("gives an admin route the permission its module names", () => {
    expect(routes.rulesOf("/admin/dashboard/staff").permission).toEqual({
      loader: "staff.manage",
      action: "staff.manage",
    });
    expect(routes.rulesOf("/admin/login").permission).toBe("public");
  });

  type Manifest = ServerBuild["routes"];
  const manifestWith = (module: Record<string, unknown>) =>
    ({
      root: { id: "root", path: "", module: { default: () => null, routeRules: { ...RULES } } },
      "routes/page": { id: "routes/page", parentId: "root", path: "page", module },
    }) as unknown as Manifest;
  const RULES = {
    permission: "public",
    cache: { store: false },
    body: { kind: "form", limit: 1024, deadlineMs: null },
  };

  it("refuses a manifest with a route that declares no rules, or rules that do not hold", () => {
    expect(() => routeIndex(manifestWith({ default: () => null }))).toThrow(/routes\/page exports no routeRules/);
    const noLimit = { ...RULES, body: { kind: "form", limit: 0, deadlineMs: null } };
    expect(() => routeIndex(manifestWith({ routeRules: noLimit }))).toThrow(/routes\/page routeRules\.body/);
    expect(routeRulesProblem({ routeRules: { ...RULES, permission: { loader: "orders.view" } } })).toBeNull();
    expect(routeRulesProblem({ routeRules: { ...RULES, permission: "staff" } })).toMatch(/permission/);
    expect(routeRulesProblem({ routeRules: { ...RULES, cache: { store: true, params: "q" } } })).toMatch(/params/);
  });

  it("applies the deepest route's rules: a page under an uncached layout may be stored", () => {
    const cached = { ...RULES, cache: { store: true, params: ["q"] } };
    const index = routeIndex(manifestWith({ default: () => null, routeRules: cached }));
    expect(index.cacheRuleOf("/page")).toEqual({ store: true, params: ["q"] });
    expect(index.cacheRuleOf("/page.data")).toEqual({ store: true, params: ["q"] });
    // a path no page matches takes the root's rules
    expect(index.cacheRuleOf("/other")).toBeNull();
    expect(index.bodyRuleOf("/other")).toEqual(RULES.body);
  });
});
