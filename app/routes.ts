import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * An admin record's editor: one module, `routes/admin/<kind>-editor.tsx`, at `<kinds>/new` and `<kinds>/edit/:id`,
 * each path with an id of its own (a module named twice needs one per route).
 */
const recordEditor = (kinds: string, kind: string) => [
  route(`${kinds}/new`, `routes/admin/${kind}-editor.tsx`, { id: `routes/admin/${kind}-new` }),
  route(`${kinds}/edit/:id`, `routes/admin/${kind}-editor.tsx`, { id: `routes/admin/${kind}-edit` }),
];

// The one route table. Storefront pages share the storefront layout (header, footer, cart);
// every admin page sits under the admin layout, whose loader checks the admin role.
export default [
  layout("routes/storefront-layout.tsx", [
    index("routes/home.tsx"),
    route("product/:slug", "routes/product.tsx"),
    // every review of a product, a page at a time (page 1 has no number)
    route("product/:slug/reviews/:page?", "routes/product-reviews.tsx"),
    route("addon/:slug", "routes/addon.tsx"),
    // product search (the header's form) and the collections, each filtered and paged by its GET form
    route("search", "routes/search.tsx"),
    route("collections/:slug", "routes/collection.tsx"),
    route("support", "routes/support.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("cart", "routes/cart.tsx"),
    route("returns", "routes/returns.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("checkout/shipping", "routes/checkout-shipping.tsx"),
    route("checkout/payment", "routes/checkout-payment.tsx"),
    route("order-confirmation/:orderNumber", "routes/order-confirmation.tsx"),
    route("track-order", "routes/track-order.tsx"),
    // "Find my orders": an emailed link to an address's orders, with cancel and return, no account needed
    route("my-orders", "routes/my-orders.tsx"),
    route("my-orders/:orderNumber", "routes/my-order.tsx"),
    route("review/:token", "routes/review.tsx"),
    route("back-in-stock/unsubscribe/:token", "routes/back-in-stock-unsubscribe.tsx"),
    route("back-in-stock/confirm/:token", "routes/back-in-stock-confirm.tsx"),
    route("subscribe/confirm/:token", "routes/subscribe-confirm.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // resources served by the server, not built in the browser
  route("sitemap.xml", "routes/sitemap.ts"),
  // the sitemap's pages of at most 50,000 addresses each, listed by /sitemap.xml
  route("sitemap/:file", "routes/sitemap-page.ts"),
  route("robots.txt", "routes/robots.ts"),
  // the VAT invoice behind the signed link in the order confirmation email
  route("invoice/:orderNumber", "routes/invoice.ts"),

  // JSON endpoints (SPEC §7, at DESIGN.md's paths)
  route("api/cart", "routes/api/cart.ts"),
  route("api/cart/prices", "routes/api/cart-prices.ts"),
  route("api/cart/upsells", "routes/api/cart-upsells.ts"),
  route("api/products/:slug/recent-sales", "routes/api/recent-sales.ts"),
  route("api/checkout/payment-intent", "routes/api/checkout-payment-intent.ts"),
  route("api/checkout/confirm", "routes/api/checkout-confirm.ts"),
  route("api/checkout/test-card", "routes/api/checkout-test-card.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("api/track-order", "routes/api/track-order.ts"),
  // the header's instant search list
  route("api/search", "routes/api/search.ts"),

  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    // the emailed link of the Owner's invitation to join the staff (signed out: it makes the account)
    route("accept-invitation", "routes/admin/accept-invitation.tsx"),
    // the emailed link that confirms a member of staff's new email address
    route("confirm-email", "routes/admin/confirm-email.tsx"),
    // the second step of signing in when two-factor is on (after the password, before any session)
    route("sign-in-code", "routes/admin/sign-in-code.tsx"),
    // printable pages stand outside the layout, so only the slips print (the loader checks the role)
    route("packing-slips", "routes/admin/packing-slips.tsx"),
    // the 403 page for a download a role may not open (a shared invoice link), naming it
    route("not-allowed", "routes/admin/not-allowed.tsx"),
    // an order's VAT invoice or credit note as a PDF (outside the page layout: a download, not a page)
    route("dashboard/orders/:orderNumber/documents/:number", "routes/admin/order-document.ts"),
    route("dashboard", "routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/export", "routes/admin/orders-export.ts"),
      route("orders/export/click-and-drop", "routes/admin/orders-click-and-drop.ts"),
      route("orders/:orderNumber", "routes/admin/order.tsx"),
      route("orders/:orderNumber/returns/:returnId", "routes/admin/order-return.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/export", "routes/admin/customers-export.ts"),
      // a customer is their email address, percent-encoded
      route("customers/:email", "routes/admin/customer.tsx"),
      route("customers/:email/export", "routes/admin/customer-export.ts"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export", "routes/admin/subscribers-export.ts"),
      route("settings", "routes/admin/settings.tsx"),
      route("products", "routes/admin/products.tsx"),
      ...recordEditor("products", "product"),
      route("products/import", "routes/admin/products-import.tsx"),
      route("products/export", "routes/admin/products-export.ts"),
      route("addons", "routes/admin/addons.tsx"),
      ...recordEditor("addons", "addon"),
      route("reviews", "routes/admin/reviews.tsx"),
      ...recordEditor("reviews", "review"),
      route("videos", "routes/admin/videos.tsx"),
      ...recordEditor("videos", "video"),
      route("sales", "routes/admin/sales.tsx"),
      ...recordEditor("sales", "sale"),
      route("discounts", "routes/admin/discounts.tsx"),
      ...recordEditor("discounts", "discount"),
      route("faq", "routes/admin/faq.tsx"),
      route("ai-assistant", "routes/admin/ai-assistant.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),
  // the one admin media upload endpoint
  route("api/admin/uploads", "routes/api/admin-uploads.ts"),
  // the AI assistant's plan/execute endpoint (SPEC §7 ai-admin)
  route("api/admin/ai", "routes/api/admin-ai.ts"),
  // the orders JSON API (status, tracking number, notes)
  route("api/admin/orders/:orderNumber", "routes/api/admin-order.ts"),
] satisfies RouteConfig;
