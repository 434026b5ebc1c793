import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { isAdminPath, storefrontManifest } from "./storefront-manifest";

describe("which requests keep the whole route manifest", () => {
  it("is the back office however its address is spelt, as React Router matches it (any case, escaped letters)", () => {
    // React Router matches paths without regard to case and after decoding them, so each of these opens an admin
    // page; served with the storefront's manifest, which has no admin routes, the page failed to render (a 500).
    for (const path of [
      "/Admin/login",
      "/ADMIN/dashboard",
      "/%61dmin/login",
      "/%41DMIN",
      "/Admin.data",
      "/%61dmin.data",
    ])
      expect(isAdminPath(path), path).toBe(true);
  });

  it("is the storefront for everything else, a malformed escape included", () => {
    for (const path of ["/", "/administrator", "/product/admin", "//admin/login", "/admin./login", "/%E0%A4%A"])
      expect(isAdminPath(path), path).toBe(false);
  });
});

describe("the storefront's route manifest", () => {
  it("names none of the back office's routes, its pages nor its API", () => {
    const route = (id: string, path: string | undefined, parentId?: string) => ({
      id,
      path,
      parentId,
      module: `/${id}.js`,
    });
    const routes = Object.fromEntries(
      [
        route("root", ""),
        route("routes/home", undefined, "root"),
        route("routes/product", "product/:slug", "root"),
        route("routes/admin/layout", "admin", "root"),
        route("routes/admin/orders", "dashboard/orders", "routes/admin/layout"),
        route("routes/api/cart", "api/cart", "root"),
        route("routes/api/admin-order", "api/admin/orders/:orderNumber", "root"),
      ].map((r) => [r.id, r]),
    );
    const build = { assets: { entry: {}, routes, url: "/assets/manifest-abc.js", version: "v1" } };
    const { body } = storefrontManifest(build as unknown as ServerBuild);
    expect(body).toContain('"routes/product"');
    expect(body).toContain('"routes/api/cart"');
    expect(body).not.toMatch(/admin/);
  });
});
