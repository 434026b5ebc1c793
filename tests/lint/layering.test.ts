import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { DOMAIN_IMPORTS, TABLE_OWNERS, TABLE_READS } from "../../eslint.layering.js";

// Proves the layering rules in eslint.config.js / eslint.layering.js bite: each deliberately wrong
// import below is linted as if it sat at that path in the tree (the file need not exist), with the
// repository's own configuration, exactly as `npm run lint` would see it.
const root = fileURLToPath(new URL("../..", import.meta.url));
// Each lint resolves imports through the TypeScript resolver and follows cycles through the tree: a few
// seconds on a busy machine, past the unit project's default limit, which is for pure code.
vi.setConfig({ testTimeout: 30_000 });
const eslint = new ESLint({ cwd: root });

async function lintAt(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A file whose one import is `name` from `from`, used so that nothing else in it draws a complaint. */
const importing = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const x = ${name};\n`;

const wrong: Array<[kind: string, path: string, code: string, rule: string]> = [
  [
    "a module imports a route",
    "app/modules/catalog/bad.ts",
    `import { loader } from "~/routes/home";\nexport { loader };\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "a module imports the document shell",
    "app/modules/settings/bad.ts",
    `import type { loader } from "~/root";\nexport type L = typeof loader;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "components/ knows a domain",
    "app/components/ui/bad.tsx",
    importing("useCart", "~/modules/cart/cart-context"),
    "import-x/no-restricted-paths",
  ],
  [
    "lib/ imports a component",
    "app/lib/bad.ts",
    importing("Button", "~/components/ui/button"),
    "import-x/no-restricted-paths",
  ],
  [
    "lib/ imports a module",
    "app/lib/bad.ts",
    importing("emptyCart", "~/modules/cart/cart"),
    "import-x/no-restricted-paths",
  ],
  [
    "db/ imports a module",
    "app/db/bad.ts",
    importing("ensureSettings", "~/modules/settings/settings.server"),
    "import-x/no-restricted-paths",
  ],
  [
    "app/ imports the Express entry",
    "app/lib/bad.ts",
    importing("createApp", "../../server/http/app"),
    "import-x/no-restricted-paths",
  ],
  [
    "module UI (.tsx) imports .server",
    "app/modules/catalog/bad.tsx",
    importing("getCurrentPrices", "./catalog.server"),
    "no-restricted-imports",
  ],
  [
    "a module's plain .ts imports .server",
    "app/modules/cart/bad.ts",
    importing("getCurrentPrices", "~/modules/catalog/catalog.server"),
    "no-restricted-imports",
  ],
  [
    "catalog imports the cart (cart -> catalog only)",
    "app/modules/catalog/bad.ts",
    importing("emptyCart", "~/modules/cart/cart"),
    "import-x/no-restricted-paths",
  ],
  [
    "catalog imports reviews (reviews -> catalog only)",
    "app/modules/catalog/bad.ts",
    importing("ratingSummary", "~/modules/reviews/rating-summary"),
    "import-x/no-restricted-paths",
  ],
  [
    "catalog imports videos",
    "app/modules/catalog/bad.tsx",
    importing("VideoTile", "~/modules/videos/video-tile"),
    "import-x/no-restricted-paths",
  ],
  [
    "cart imports checkout (checkout -> cart only)",
    "app/modules/cart/bad.ts",
    importing("totals", "~/modules/checkout/pricing"),
    "import-x/no-restricted-paths",
  ],
  [
    "checkout imports orders (orders -> checkout only)",
    "app/modules/checkout/bad.ts",
    importing("generateOrderNumber", "~/modules/orders/order-number"),
    "import-x/no-restricted-paths",
  ],
  [
    "a module imports another module's table (orders writing the products table)",
    "app/modules/orders/bad.server.ts",
    importing("products", "~/db/schema/catalog"),
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "the catalogue queries the reviews table",
    "app/modules/catalog/bad.server.ts",
    importing("reviews", "~/db/schema/reviews"),
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "a module imports another module's table by a relative path",
    "app/modules/cart/bad.server.ts",
    importing("orders", "../../db/schema/orders"),
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "a new domain nobody declared imports a module",
    "app/modules/wishlist/wishlist.server.ts",
    importing("getSettings", "~/modules/settings/settings.server"),
    "import-x/no-restricted-paths",
  ],
  [
    "a new domain nobody declared queries a table",
    "app/modules/wishlist/wishlist.server.ts",
    importing("products", "~/db/schema/catalog"),
    "import-x/no-restricted-paths",
  ],
  [
    "a domain imports one it does not declare (tracking -> catalog)",
    "app/modules/tracking/bad.server.ts",
    importing("getCatalogItems", "~/modules/catalog/catalog.server"),
    "import-x/no-restricted-paths",
  ],
  ["an import cycle", "app/modules/cart/cart.ts", importing("useCart", "./cart-context"), "import-x/no-cycle"],
  [
    "a payment module loads the Stripe SDK at start-up",
    "app/modules/payments/bad.server.ts",
    `import Stripe from "stripe";\nexport const x = Stripe;\n`,
    "no-restricted-imports",
  ],
  [
    "the server loads the Redis client at start-up",
    "server/bad.ts",
    importing("createClient", "@redis/client"),
    "no-restricted-imports",
  ],
];

describe("npm run lint refuses imports against DESIGN.md's layering", () => {
  // The first lint loads the config and the TypeScript resolver, which takes seconds.
  beforeAll(() => lintAt("app/lib/warm-up.ts", "export const x = 1;\n"), 60_000);

  it.each(wrong)("%s", async (_kind, path, code, rule) => {
    const errors = await lintAt(path, code);
    expect(
      errors.some((e) => e.startsWith(`${rule}:`)),
      errors.join("\n") || "no errors",
    ).toBe(true);
  });

  it.each([
    [
      "a route composes modules",
      "app/routes/bad.tsx",
      `import { useCart } from "~/modules/cart/cart-context";\nimport { getCurrentPrices } ` +
        `from "~/modules/catalog/catalog.server";\nexport const x = [useCart, getCurrentPrices];\n`,
    ],
    [
      "a type from an optional SDK (erased from the build)",
      "server/bad.ts",
      `import type { RedisClientType } from "@redis/client";\nexport type C = RedisClientType;\n`,
    ],
    [
      "orders call checkout (the allowed direction)",
      "app/modules/orders/bad.ts",
      importing("totals", "~/modules/checkout/pricing"),
    ],
    [
      "the storefront composition module shows reviews and the cart",
      "app/modules/storefront/bad.tsx",
      `import { ReviewCard } from "~/modules/reviews/reviews-section";\nimport { useCart } from ` +
        `"~/modules/cart/cart-context";\nexport const x = [ReviewCard, useCart];\n`,
    ],
    ["a module queries its own table", "app/modules/orders/bad.server.ts", importing("orders", "~/db/schema/orders")],
    [
      "a row's type from another module's schema (erased from the build)",
      "app/modules/tracking/bad.server.ts",
      `import type { Settings } from "~/db/schema/settings";\nexport type S = Settings;\n`,
    ],
    [
      "a commented read-model exception (the storefront reads reviews)",
      "app/modules/storefront/bad.server.ts",
      importing("reviews", "~/db/schema/reviews"),
    ],
    [
      "a test arranging data in another module's table",
      "app/modules/cart/bad.integration.test.ts",
      importing("products", "~/db/schema/catalog"),
    ],
  ])("allows %s", async (_kind, path, code) => {
    expect(await lintAt(path, code)).toEqual([]);
  });
});

describe("the layering table covers the tree", () => {
  const folders = (dir: string) =>
    readdirSync(`${root}/${dir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const schemaFiles = readdirSync(`${root}/app/db/schema`)
    .filter((name) => name.endsWith(".ts") && name !== "columns.ts" && !name.includes(".test."))
    .map((name) => name.replace(/\.ts$/, ""));

  it("declares every folder under app/modules in DOMAIN_IMPORTS", () => {
    expect(folders("app/modules").filter((name) => !(name in DOMAIN_IMPORTS))).toEqual([]);
  });

  it("gives every table file one declared owner, and read-model exceptions name real table files", () => {
    expect(schemaFiles.filter((file) => !(file in TABLE_OWNERS))).toEqual([]);
    expect(Object.values(TABLE_OWNERS).filter((owner) => !(owner in DOMAIN_IMPORTS))).toEqual([]);
    const reads = Object.entries(TABLE_READS as Record<string, string[]>);
    expect(reads.filter(([domain]) => !(domain in DOMAIN_IMPORTS)).map(([domain]) => domain)).toEqual([]);
    expect(reads.flatMap(([, files]) => files).filter((file) => !schemaFiles.includes(file))).toEqual([]);
  });
});
