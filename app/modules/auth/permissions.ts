// Who may do what in the back office (docs/decisions/040): three roles, each a set of permissions, and
// what every assistant tool needs (each admin route names what it needs in its own `routeRules`). The
// admin route helpers, the JSON API and the assistant check a permission with `can`; the sidebar only
// hides what a role cannot use. Pure data, so the browser may import it too.

export const ROLES = ["owner", "manager", "fulfilment"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", manager: "Manager", fulfilment: "Fulfilment" };

/** What each permission lets a person do, worded to finish "Your role (…) cannot …". */
export const PERMISSIONS = {
  "overview.view": "see the dashboard's figures",
  "orders.view": "see orders",
  "orders.ship":
    "ship orders (status, carrier, tracking number, notes), print packing slips or download the Click & Drop CSV",
  "orders.manage": "change delivery addresses or contact emails, resend emails, export orders or open invoices",
  "orders.refund": "refund, cancel or take returns of orders",
  "catalog.manage": "manage products, add-ons, reviews, videos or FAQs",
  "subscribers.view": "see or export email subscribers",
  "customers.view": "see customers or download a customer's data",
  "customers.manage": "edit a customer's record",
  "customers.erase": "erase a customer's personal data",
  "settings.manage": "change the shop's settings",
  "settings.payments": "change the payment settings",
  "activity.manage": "see or undo the activity log",
  "assistant.use": "use the AI assistant",
  "staff.manage": "manage staff",
} as const;
export type Permission = keyof typeof PERMISSIONS;

const ALL = Object.keys(PERMISSIONS) as Permission[];

/** The one table of grants: Owner everything, Manager all but staff and payments, Fulfilment orders. */
export const GRANTS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  manager: ALL.filter((p) => p !== "staff.manage" && p !== "settings.payments"),
  fulfilment: ["orders.view", "orders.ship", "assistant.use"],
};

/** What a loader or action needs: a permission, or "staff" (any role: the layout, one's own account). */
export type Needs = Permission | "staff";

export function can(role: Role | null | undefined, needs: Needs): boolean {
  return Boolean(role && (needs === "staff" || GRANTS[role].includes(needs)));
}

/** The refusal a person reads (with a 403) when their role lacks `needs`. */
export function forbiddenMessage(role: Role | null | undefined, needs: Needs): string {
  const who = role ? `Your role (${ROLE_LABELS[role]})` : "Your account";
  const what = needs === "staff" ? "use the back office" : PERMISSIONS[needs];
  return `${who} cannot ${what}. Ask the shop's owner if you need to.`;
}

/**
 * What a form action needs: one permission, or one per `intent` the form posts (`other` for any intent
 * not listed, which the action itself refuses or treats as its default).
 */
export type ActionPermission = Needs | { byIntent: Record<string, Needs>; other: Needs };

export function permissionForIntent(needs: ActionPermission, intent: unknown): Needs {
  if (typeof needs === "string") return needs;
  return (
    (typeof intent === "string" && Object.hasOwn(needs.byIntent, intent) ? needs.byIntent[intent] : null) ?? needs.other
  );
}

/** Every permission an action may need: a role with none of them is refused before the body is read. */
export const permissionsOf = (needs: ActionPermission): Needs[] =>
  typeof needs === "string" ? [needs] : [...new Set([...Object.values(needs.byIntent), needs.other])];

/** The order page's forms, by intent: shipping is Fulfilment's, money and addresses are not. */
export const ORDER_PAGE_ACTIONS = {
  byIntent: {
    update: "orders.ship",
    cancel: "orders.refund",
    refund: "orders.refund",
    return: "orders.refund",
    address: "orders.manage",
    contact: "orders.manage",
    "retry-email": "orders.manage",
  },
  other: "orders.manage",
} as const satisfies ActionPermission;

/** The customer page's forms: the record is kept by whoever may edit customers; erasure is its own right. */
export const CUSTOMER_PAGE_ACTIONS = {
  byIntent: { record: "customers.manage", erase: "customers.erase" },
  other: "customers.manage",
} as const satisfies ActionPermission;

/**
 * The orders list's forms: a row's quick update and the bulk ship and slips ship; the ticked orders' CSV is the
 * full export (money included), so it is for the roles that manage orders.
 */
export const ORDER_LIST_ACTIONS = {
  byIntent: { ship: "orders.ship", slips: "orders.ship", export: "orders.manage" },
  other: "orders.ship",
} as const satisfies ActionPermission;

/**
 * What each assistant tool needs. Fulfilment may use the assistant for reading orders only: changing an
 * order through it (update_order) is for the roles that manage orders.
 */
export const TOOL_PERMISSIONS: Record<string, Permission> = {
  get_products: "catalog.manage",
  get_addons: "catalog.manage",
  get_reviews: "catalog.manage",
  get_orders: "orders.view",
  get_best_sellers: "overview.view",
  get_settings: "settings.manage",
  get_activity: "activity.manage",
  create_product: "catalog.manage",
  update_product: "catalog.manage",
  set_variant_stock: "catalog.manage",
  delete_product: "catalog.manage",
  create_addon: "catalog.manage",
  update_addon: "catalog.manage",
  delete_addon: "catalog.manage",
  create_review: "catalog.manage",
  update_review: "catalog.manage",
  delete_review: "catalog.manage",
  update_order: "orders.manage",
  upload_image: "catalog.manage",
  upload_video: "catalog.manage",
  bulk_update: "catalog.manage",
  get_faqs: "catalog.manage",
  add_faq: "catalog.manage",
  update_faq: "catalog.manage",
  delete_faq: "catalog.manage",
  get_stock: "catalog.manage",
  get_latest_order: "orders.view",
  get_takings: "overview.view",
  get_subscribers: "subscribers.view",
  update_settings: "settings.manage",
  cancel_order: "orders.refund",
  refund_order: "orders.refund",
  undo_change: "activity.manage",
  create_sale: "catalog.manage",
  end_sale: "catalog.manage",
  create_discount_code: "catalog.manage",
  end_discount_code: "catalog.manage",
};

/** The admin sidebar's pages and what each needs; a role sees only the ones it can use. */
export const ADMIN_NAV: { label: string; to: string; needs: Needs; end?: boolean }[] = [
  { label: "Dashboard", to: "/admin/dashboard", needs: "overview.view", end: true },
  { label: "AI Assistant", to: "/admin/dashboard/ai-assistant", needs: "assistant.use" },
  { label: "Products", to: "/admin/dashboard/products", needs: "catalog.manage" },
  { label: "Orders", to: "/admin/dashboard/orders", needs: "orders.view" },
  { label: "Customers", to: "/admin/dashboard/customers", needs: "customers.view" },
  { label: "Add-ons", to: "/admin/dashboard/addons", needs: "catalog.manage" },
  { label: "Sales", to: "/admin/dashboard/sales", needs: "catalog.manage" },
  { label: "Discounts", to: "/admin/dashboard/discounts", needs: "catalog.manage" },
  { label: "Reviews", to: "/admin/dashboard/reviews", needs: "catalog.manage" },
  { label: "Videos", to: "/admin/dashboard/videos", needs: "catalog.manage" },
  { label: "Email Subscribers", to: "/admin/dashboard/subscribers", needs: "subscribers.view" },
  { label: "FAQs", to: "/admin/dashboard/faq", needs: "catalog.manage" },
  { label: "Settings", to: "/admin/dashboard/settings", needs: "settings.manage" },
  { label: "Activity", to: "/admin/dashboard/activity", needs: "activity.manage" },
  { label: "Staff", to: "/admin/dashboard/staff", needs: "staff.manage" },
  { label: "Your account", to: "/admin/dashboard/account", needs: "staff" },
];

/** Where a role lands after signing in: the dashboard, else the orders (Fulfilment's work), else its account. */
export function homeFor(role: Role): string {
  if (can(role, "overview.view")) return "/admin/dashboard";
  return can(role, "orders.view") ? "/admin/dashboard/orders" : "/admin/dashboard/account";
}

/** A path's part, decoded; a malformed escape is kept as it came. */
const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * The files the back office hands out behind a page that needs less (an order's VAT invoice behind its order),
 * each with what it needs and its name in a refusal, so a shared link a role cannot open is named and not shown.
 */
const ADMIN_DOWNLOADS: { path: RegExp; needs: Permission; name: (parts: string[]) => string }[] = [
  {
    // numbers only: a link's own words would otherwise be the page's sentence (or a line break its redirect)
    path: /^\/admin\/dashboard\/orders\/([A-Za-z0-9-]{1,40})\/documents\/([A-Za-z0-9-]{1,40})$/,
    needs: "orders.manage",
    name: ([order, number]) =>
      number === "invoice" || number.startsWith("INV-")
        ? `the VAT invoice of order ${order}`
        : `credit note ${number} of order ${order}`,
  },
  { path: /^\/admin\/dashboard\/orders\/export$/, needs: "orders.manage", name: () => "the orders CSV" },
  {
    path: /^\/admin\/dashboard\/orders\/export\/click-and-drop$/,
    needs: "orders.ship",
    name: () => "the Click & Drop CSV",
  },
  { path: /^\/admin\/dashboard\/customers\/export$/, needs: "customers.view", name: () => "the customers CSV" },
  { path: /^\/admin\/dashboard\/products\/export$/, needs: "catalog.manage", name: () => "the products CSV" },
  {
    path: /^\/admin\/dashboard\/subscribers\/export$/,
    needs: "subscribers.view",
    name: () => "the email subscribers CSV",
  },
];

/** The download at an address, by name, and what opening it needs; null for any other address. */
export function adminDownload(pathname: string): { name: string; needs: Permission } | null {
  for (const download of ADMIN_DOWNLOADS) {
    const match = download.path.exec(pathname);
    if (match) return { name: download.name(match.slice(1).map(decoded)), needs: download.needs };
  }
  return null;
}

/**
 * The back-office page an address belongs to, as the sidebar names it ("Sales" for a sale's form too), or the
 * file it hands out ("the VAT invoice of order RH-1"), when opening it needs `needs`; null for a part of a page
 * that needs more than the page (changing an order's address).
 */
export function adminPageName(pathname: string, needs: Needs): string | null {
  const download = adminDownload(pathname);
  if (download) return download.needs === needs ? download.name : null;
  const match = ADMIN_NAV.filter((page) => pathname === page.to || pathname.startsWith(`${page.to}/`)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
  return match && match.needs === needs ? match.label : null;
}

/**
 * A 403 page's words: the page refused, the roles that can open it and the role that cannot, without
 * speaking of another page's work ("Your role (Fulfilment) cannot open Sales. It is open to the Owner and
 * Manager roles; ...").
 */
export function pageRefusal(role: Role | null | undefined, needs: Needs, pathname: string): string {
  const page = adminPageName(pathname, needs);
  if (!page) return forbiddenMessage(role, needs);
  const roles = ROLES.filter((r) => can(r, needs)).map((r) => ROLE_LABELS[r]);
  const who =
    roles.length === 1 ? `the ${roles[0]} role` : `the ${roles.slice(0, -1).join(", ")} and ${roles.at(-1)} roles`;
  const mine = role ? `Your role (${ROLE_LABELS[role]})` : "Your account";
  return `${mine} cannot open ${page}. It is open to ${who}; ask the shop's owner if you need to.`;
}
