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
    route("dashboard", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      // admin-catalog: products, add-ons, reviews, videos, FAQs
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/edit/:id", "routes/admin/product-edit.tsx"),
      route("addons", "routes/admin/addons.tsx"),
      route("addons/new", "routes/admin/addon-new.tsx"),
      route("addons/edit/:id", "routes/admin/addon-edit.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reviews/new", "routes/admin/review-new.tsx"),
      route("reviews/edit/:id", "routes/admin/review-edit.tsx"),
      route("videos", "routes/admin/videos.tsx"),
      route("videos/new", "routes/admin/video-new.tsx"),
      route("videos/edit/:id", "routes/admin/video-edit.tsx"),
      route("faq", "routes/admin/faq.tsx"),
    ]),
  ]),
  // admin-catalog: the one media upload endpoint
  route("api/admin/uploads", "routes/api/admin-uploads.ts"),
] satisfies RouteConfig;
