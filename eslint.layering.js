// DESIGN.md's "what may import what", as import-x/no-restricted-paths zones (docs/decisions/090).
// `target` is the importing file, `from` what it may not import. Paths are relative to the repo root.

// Each domain module and the domains it may import. Anything not listed is refused, so a new
// import across domains is a decision made here, in one place. A domain missing from this table
// (a brand-new one) is unconstrained until it is added.
const SHARED = ["auth", "settings", "media", "activity"];
export const DOMAIN_IMPORTS = {
  auth: [],
  // every domain records its changes in the one activity log
  activity: ["auth"],
  media: ["auth", "activity"],
  // the settings editor uploads the logo through the media uploader
  settings: ["auth", "activity", "media"],
  subscribers: ["auth", "settings", "activity"],
  payments: ["auth", "settings", "activity"],
  // the email outbox: templates branded from settings, sent/failed recorded in the activity log
  email: ["auth", "settings", "activity"],
  catalog: [...SHARED],
  // reviews, videos and add-ons hang off the catalogue, never the other way round
  reviews: ["catalog", ...SHARED],
  videos: ["catalog", ...SHARED],
  addons: ["catalog", ...SHARED],
  // orders -> checkout -> cart -> catalog
  cart: ["catalog", ...SHARED],
  checkout: ["cart", "catalog", "payments", ...SHARED],
  // an order placed with the newsletter ticked subscribes its address; the dashboard's figures count
  // published reviews with the reviews module's own rule
  orders: ["checkout", "cart", "catalog", "payments", "email", "subscribers", "reviews", ...SHARED],
  tracking: ["orders", "checkout", "cart", "catalog", "payments", "email", ...SHARED],
  // storefront pages that show several domains are composed here (or in their route)
  storefront: ["catalog", "cart", "reviews", "videos", "addons", "subscribers", ...SHARED],
  // the demo seed fills every table of a fresh database
  demo: ["settings", "catalog", "reviews", "videos", "addons", "auth", "media"],
  // the assistant drives every domain's operations; nothing imports it
  assistant: [
    "activity",
    "auth",
    "settings",
    "media",
    "subscribers",
    "payments",
    "catalog",
    "reviews",
    "videos",
    "addons",
    "cart",
    "checkout",
    "orders",
    "tracking",
    "email",
  ],
};

const domains = Object.keys(DOMAIN_IMPORTS);
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
  // domains in one direction only
  ...domains.map((domain) => ({
    target: `./app/modules/${domain}`,
    from: domains
      .filter((other) => other !== domain && !DOMAIN_IMPORTS[domain].includes(other))
      .map((other) => `./app/modules/${other}`),
    message:
      `The ${domain} module may import only: ` +
      `${DOMAIN_IMPORTS[domain].join(", ") || "no other domain"} (see eslint.layering.js).`,
  })),
];
