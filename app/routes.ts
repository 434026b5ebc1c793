import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The one route table. Storefront pages share the storefront layout (header, footer, cart);
// every admin page sits under the admin layout, whose loader checks the admin role.
export default [
  layout("routes/storefront-layout.tsx", [
    index("routes/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("dashboard", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export", "routes/admin/subscribers-export.ts"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
