import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { precompressAssets } from "./scripts/precompress-assets.ts";

// Fewer, larger first-load chunks: every request costs a round trip (and ~1 KB of headers) on a
// phone. React, React DOM and React Router always load together; the small shared app modules
// (ui primitives, lib, storefront chrome, cart state) too. Lazily loaded parts stay out.
// "shared" lists the modules nearly every storefront page loads first, by file rather than by folder: a
// folder match pulled every admin helper (and zod) into every shopper's first load once the back office
// added files to app/lib and components/ui, and a module only some pages use (the variant picker, the FAQ)
// loads with those pages. A test (tests/lint/route-rules.test.ts) fails when one of these files no longer
// exists.
export const STOREFRONT_SHARED = [
  "app/components/storefront/site-footer.tsx",
  "app/components/storefront/route-error.tsx",
  "app/components/storefront/not-found-page.tsx",
  "app/components/ui/button.tsx",
  "app/components/ui/input.tsx",
  "app/components/ui/stars.tsx",
  "app/components/ui/sprite-icon.tsx",
  "app/components/ui/sprite-icon-names.ts",
  "app/components/ui/responsive-image.tsx",
  "app/components/ui/toaster.tsx",
  "app/components/ui/use-toast-message.ts",
  "app/components/ui/use-fetcher-answer.ts",
  "app/modules/videos/video-tile.tsx",
  "app/modules/reviews/reviews-section.tsx",
  "app/modules/cart/cart.ts",
  "app/modules/cart/cart-context.tsx",
  "app/modules/cart/lazy-cart-drawer.tsx",
  "app/modules/cart/cart-link.ts",
  "app/modules/catalog/card-focus.ts",
  "app/modules/promotions/was-price.tsx",
  "app/components/ui/check-then-submit.ts",
  "app/modules/settings/use-settings.ts",
  "app/modules/settings/navigation.ts",
  "app/modules/settings/settings-fallbacks.ts",
  "app/lib/cn.ts",
  "app/lib/money.ts",
  "app/lib/images.ts",
  "app/lib/theme.ts",
  "app/lib/seo.ts",
  "app/lib/medium-date.ts",
  "app/lib/hydration.ts",
  "app/lib/hydrate-after-paint.client.tsx",
];
const SHARED = new Set(STOREFRONT_SHARED.map((file) => path.resolve(import.meta.dirname, file)));
const isStorefrontShared = (id: string) => SHARED.has(id);
const CLIENT_CHUNK_GROUPS = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  { name: "shared", test: isStorefrontShared, priority: 1 },
];

// React Router's package exports only its development build (remix-run/react-router#14102): its
// dev-only warnings shipped to every shopper. The production browser bundle takes the production build
// (the same code with ENABLE_DEV_WARNINGS off). The server keeps the one copy Node resolves, which
// @react-router/node shares.
const REACT_ROUTER_DIST = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}/dom-export.mjs` },
];

/**
 * A build is always React's production build (ADR 003). Under NODE_ENV=test (which Vitest gives the
 * processes it starts) or development, Vite would bundle React's development build: 550 KB of framework
 * JavaScript instead of 343 KB, and Strict Mode's doubled effects (every toast twice). The project's
 * scripts build with NODE_ENV=production; a build under any other NODE_ENV is refused, not shipped.
 */
function refuseNonProductionBuild() {
  const nodeEnv = process.env.NODE_ENV;
  if (nodeEnv && nodeEnv !== "production") {
    throw new Error(`NODE_ENV is "${nodeEnv}": the production build needs NODE_ENV=production or no NODE_ENV at all.`);
  }
}

export default defineConfig(({ command, isSsrBuild }) => {
  if (command === "build") refuseNonProductionBuild();
  return {
    // The SSR bundle's entry is our Express app, so the server, the database and the routes
    // share one module graph (one database handle, one config).
    build: isSsrBuild
      ? { rollupOptions: { input: "./server/entry.ts" }, target: "node20" }
      : { target: "es2022", rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
    ssr: {
      external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http", "nodemailer", "stripe"],
      // The built server bundles them, so it loads only the icons and email parts it uses, not the whole packages
      // (and react-email's prismjs and tailwind): about 20 MB less per process (docs/decisions/104). Dev and the
      // tests load them from node_modules as they are: bundled there, Vite would transform all 1,600 icon modules
      // for every test worker that serves the shop.
      noExternal: command === "build" ? ["lucide-react", /^@react-email\/(?!render$)/] : [],
    },
    resolve: { tsconfigPaths: true, alias: command === "build" && !isSsrBuild ? REACT_ROUTER_PRODUCTION : [] },
    plugins: [tailwindcss(), reactRouter(), ...(command === "build" ? [precompressAssets()] : [])],
  };
});
