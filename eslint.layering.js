// DESIGN.md's "what may import what", as import-x/no-restricted-paths zones (docs/decisions/090), and
// which module owns which tables (docs/decisions/130; eslint.config.js applies `tableRestrictions`).
// `target` is the importing file, `from` what it may not import. Paths are relative to the repo root.

// Each domain module and the domains it imports: exactly what the code uses, so a new import across
// domains is a decision made here, in one place. Domains are denied by default: a folder under
// app/modules that is missing from this table may import no module and no table until it is added.
export const DOMAIN_IMPORTS = {
  // staff changes (invitations, roles, two-factor) are recorded in the activity log like every change
  auth: ["activity"],
  // every domain records its changes in the one activity log, which takes who made them as plain data;
  // a recorded carrier code reads as the carrier's name from the orders' pure list (orders/carriers.ts)
  activity: ["orders"],
  media: [],
  payments: [],
  // a sign-up is confirmed by a link sent through the outbox (double opt-in)
  subscribers: ["email"],
  // the settings editor uploads the logo through the media uploader
  settings: ["auth", "activity", "media"],
  // the email outbox: templates branded from settings, sent/failed recorded in the activity log
  // ... and its pictures named by their email renditions (JPEG, which every mail client shows)
  email: ["auth", "settings", "activity", "media"],
  catalog: ["auth", "settings", "media", "activity", "promotions"],
  // price history and scheduled sales: the catalogue's and add-ons' forms check was-prices with it
  promotions: ["auth", "activity"],
  // stock alerts: a shopper waiting for a sold-out product or add-on is emailed through the outbox once it
  // is back, and the shop is emailed when variants cross their low-stock alert
  alerts: ["catalog", "email"],
  // reviews, videos and add-ons hang off the catalogue, never the other way round
  // ... and a shipped order's review request goes out through the outbox after the settings' delay
  reviews: ["catalog", "auth", "media", "activity", "email", "settings"],
  videos: ["catalog", "auth", "media", "activity"],
  addons: ["catalog", "auth", "media", "activity", "promotions"],
  // orders -> checkout -> cart -> catalog
  // ... and the basket's discount code is worked out by promotions' rules
  cart: ["catalog", "settings", "promotions"],
  checkout: ["cart", "catalog", "payments", "settings", "promotions"],
  // an order placed with the newsletter ticked subscribes its address; the dashboard's figures count
  // published reviews with the reviews module's own rule; an order placed from a browser spends its basket
  orders: [
    "checkout",
    "cart",
    "catalog",
    "payments",
    "email",
    "subscribers",
    "reviews",
    "auth",
    "activity",
    "invoices",
    // a discount code's use is counted in the order's transaction
    "promotions",
    // an order's delivery dates are the settings' delivery calculator's (confirmation, its email, invoice)
    "settings",
  ],
  tracking: ["orders", "settings"],
  // customers are read from orders and the mailing list (its read models below); a data export is
  // recorded in the activity log under its admin; an erasure calls the orders' and the mailing list's own
  // functions, after the retention period in settings; a customer's default address follows checkout's rules
  customers: ["activity", "auth", "orders", "subscribers", "settings", "checkout"],
  // VAT invoices and credit notes are issued by the orders module from the order it hands over
  invoices: ["settings"],
  // storefront pages that show several domains are composed here (or in their route); the home page
  // carries the settings' copy and the mailing-list form
  storefront: ["catalog", "cart", "reviews", "videos", "settings", "subscribers", "promotions", "alerts"],
  // the demo seed fills every table of a fresh database
  demo: ["settings"],
  // the assistant drives the domains' operations; nothing imports it (subscribers: "how many joined this week")
  assistant: [
    "activity",
    "auth",
    "settings",
    "media",
    "catalog",
    "reviews",
    "videos",
    "addons",
    "orders",
    "subscribers",
    "promotions",
    // the FAQ's answer about paying is the payment provider's
    "payments",
  ],
};

// Tables belong to modules (docs/decisions/130): each file in app/db/schema and the domain that owns it.
// Only the owner queries a table; other modules call the owner's functions. Importing a row's TYPE is
// always allowed (it is erased from the build); test files arrange data in any table.
export const TABLE_OWNERS = {
  activity: "activity",
  alerts: "alerts",
  addons: "addons",
  assistant: "assistant",
  auth: "auth",
  baskets: "cart",
  catalog: "catalog",
  // customers kept from orders and the mailing list by triggers; read by the customers list
  customers: "customers",
  email: "email",
  invoices: "invoices",
  orders: "orders",
  payments: "payments",
  promotions: "promotions",
  reviews: "reviews",
  // running totals of published reviews, kept by a trigger on reviews
  "review-totals": "reviews",
  // units sold per item per day, kept by a trigger on orders
  sales: "catalog",
  // the dashboard's figures per day, kept by triggers on orders and their refunds
  "sales-days": "orders",
  settings: "settings",
  subscribers: "subscribers",
  tracking: "tracking",
  videos: "videos",
};

// Read-model exceptions: a module that queries another domain's tables itself, and why. Each one is a
// read (or, for checkout and orders, the payment's own row) that a call through the owner would split
// into more statements or take out of a transaction. Keep this list short.
export const TABLE_READS = {
  // the back-in-stock sweep finds the waiting shoppers whose product or add-on is in stock again in one
  // locked read
  alerts: ["catalog", "addons"],
  // add-ons are catalogue items: cart lines, checkout pricing and the add-on page read them with products
  catalog: ["addons"],
  // the basket's lines are priced from their product or add-on in the same joined read
  cart: ["catalog", "addons"],
  // admin lists show each row's product name, joined in the same statement; and the review-request sweep
  // skips orders cancelled or refunded since they shipped, in its one read
  reviews: ["catalog", "orders"],
  videos: ["catalog"],
  // the priced checkout is stored under its payment id by the checkout, and turned into an order under
  // that row's lock inside the order's transaction (ADR 102); payment webhooks are recorded once
  checkout: ["payments"],
  // ... and the admin order page shows the carrier's cached tracking events in its one read
  orders: ["payments", "tracking"],
  // a sale changes and restores the prices of the items it targets in the transaction that claimed it
  promotions: ["catalog", "addons"],
  // the storefront's pages are read in as few statements as possible (ADR 072): products with their
  // add-ons, reviews and videos
  storefront: ["catalog", "addons", "reviews", "videos"],
  // a customer is an email address across orders and the mailing list (ADR 250): the list joins, searches
  // and pages both by address in one statement, which the owners' functions could only do in memory
  customers: ["orders", "subscribers"],
  // the demo seed fills every table of a fresh database (and turns on the automatic add-on discount)
  demo: ["settings", "catalog", "addons", "reviews", "videos", "promotions"],
};

/** The `~/db/schema/<file>` files a domain may query: its own and its read-model exceptions. */
export function tablesOf(domain) {
  const own = Object.keys(TABLE_OWNERS).filter((file) => TABLE_OWNERS[file] === domain);
  return [...own, ...(TABLE_READS[domain] ?? [])];
}

/**
 * Per declared domain, an `@typescript-eslint/no-restricted-imports` setting refusing every schema file
 * it does not own or read (as `~/db/schema/x` or a relative `../db/schema/x`); type imports pass.
 */
export function tableRestrictions(domain) {
  const allowed = tablesOf(domain);
  const others = allowed.length ? `(?!(${allowed.join("|")})(\\.ts)?$)` : "";
  return {
    patterns: [
      {
        regex: `(^|/)db/schema/${others}[^/]+$`,
        allowTypeImports: true,
        message:
          `The ${domain} module may query only its own tables` +
          `${TABLE_READS[domain] ? ` and its read models (${TABLE_READS[domain].join(", ")})` : ""}: ` +
          "call the owning module instead, or add a commented read-model exception (eslint.layering.js).",
      },
    ],
  };
}

const domains = Object.keys(DOMAIN_IMPORTS);
// A folder under app/modules that DOMAIN_IMPORTS does not name (minimatch's !(a|b) excludes the declared).
const undeclared = `./app/modules/!(${domains.join("|")})/**`;
const ABOVE_LIB = [
  "./app/modules",
  "./app/routes",
  "./app/components",
  "./app/root.tsx",
  "./app/entry.server.tsx",
  "./server",
];

export const layeringZones = [
  // nothing in app/ reaches into the Express entry
  { target: "./app", from: "./server", message: "app/ must not import the Express entry (server/)." },
  // modules never import routes or the document shell
  {
    target: "./app/modules",
    from: ["./app/routes", "./app/root.tsx"],
    message: "Modules must not import routes; routes import modules.",
  },
  // components know no domain
  {
    target: "./app/components",
    from: ["./app/modules", "./app/routes", "./app/root.tsx"],
    message: "components/ knows no domain: pass data in as props.",
  },
  // lib and db sit at the bottom
  {
    target: "./app/lib",
    from: ABOVE_LIB,
    message: "lib/ must not import anything above it (modules, routes, components, server).",
  },
  { target: "./app/db", from: ABOVE_LIB, message: "db/ must not import modules, routes, components or server." },
  // a domain nobody declared imports no module and no table (its own files included) until it is added
  {
    target: undeclared,
    from: ["./app/modules", "./app/db/schema"],
    message: "This domain is not declared: add its folder to DOMAIN_IMPORTS in eslint.layering.js first.",
  },
  // domains in one direction only: a domain imports its own folder and the domains it declares, no other
  ...domains.map((domain) => ({
    target: `./app/modules/${domain}`,
    from: "./app/modules",
    except: [domain, ...DOMAIN_IMPORTS[domain]].map((allowed) => `./${allowed}`),
    message:
      `The ${domain} module may import only: ` +
      `${DOMAIN_IMPORTS[domain].join(", ") || "no other domain"} (see eslint.layering.js).`,
  })),
];
