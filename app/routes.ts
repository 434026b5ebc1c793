import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The one route table. Storefront pages share the storefront layout (header, footer, cart);
// every admin page sits under the admin layout, whose loader checks the admin role.
export default [
  layout("routes/storefront-layout.tsx", [
    index("routes/home.tsx"),
    // storefront pages
    route("product/:slug", "routes/product.tsx"),
    route("addon/:slug", "routes/addon.tsx"),
    route("support", "routes/support.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // storefront resources
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/cart/prices", "routes/api/cart-prices.ts"),
  route("api/cart/upsells", "routes/api/cart-upsells.ts"),
  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("dashboard", "routes/admin/layout.tsx", [index("routes/admin/overview.tsx")]),
  ]),
] satisfies RouteConfig;
