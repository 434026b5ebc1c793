import { describe, expect, it } from "vitest";

import { isAdminPath } from "./storefront-manifest";

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
