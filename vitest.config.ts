import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

// Projects: pure unit tests, component tests in happy-dom, and the integration tests run twice, on PGlite and on
// PostgreSQL (the latter when TEST_DATABASE_URL is set; in CI it must be).
const INTEGRATION = ["app/**/*.integration.test.ts", "tests/integration/**/*.test.{ts,tsx}"];

// The integration files that spend most of their time waiting out limits and retries, walking a whole corpus or
// serving many pages: `npm test` leaves them out so it stays a quick loop. On PGlite they are a project of their
// own, `integration-pglite-slow` (`npm run test:slow`); on PostgreSQL they run with the rest. `npx vitest run`
// (`npm run validate`, CI) runs every project, so every one of them still runs there on both engines.
export const SLOW_INTEGRATION = [
  "app/db/migration-queue-order.integration.test.ts",
  "app/db/migration-variants.integration.test.ts",
  "app/db/pglite-worker.integration.test.ts",
  "app/modules/cart/basket.integration.test.ts",
  "app/modules/catalog/catalog-admin.integration.test.ts",
  "app/modules/catalog/product-import.integration.test.ts",
  "app/modules/videos/videos-admin.integration.test.ts",
  "tests/integration/admin-customers.test.ts",
  "tests/integration/admin-login-limits.test.ts",
  "tests/integration/after-sale.test.ts",
  "tests/integration/assistant-chat-undo.test.ts",
  "tests/integration/assistant-eval.test.ts",
  "tests/integration/assistant-order-numbers.test.ts",
  "tests/integration/assistant-order-tools.test.ts",
  "tests/integration/backup-files.test.ts",
  "tests/integration/checkout-concurrency.test.ts",
  "tests/integration/checkout-without-javascript.test.ts",
  "tests/integration/client-limits.test.ts",
  "tests/integration/discount-codes.test.ts",
  "tests/integration/email-outbox-retries.test.ts",
  "tests/integration/exports-streamed.test.ts",
  "tests/integration/invoices.test.ts",
  "tests/integration/list-indexes.test.ts",
  "tests/integration/one-truth-promises.test.ts",
  "tests/integration/order-confirmation-page.test.ts",
  "tests/integration/order-confirmation-privacy.test.ts",
  "tests/integration/orders-export.test.ts",
  "tests/integration/page-cache-freshness.test.ts",
  "tests/integration/page-cache-serving.test.ts",
  "tests/integration/request-limits.test.ts",
  "tests/integration/return-screen.test.ts",
  "tests/integration/sign-in-lock.test.ts",
  "tests/integration/storefront.test.ts",
];

const integration = (kind: "pglite" | "postgres", files: "fast" | "slow" | "all") => ({
  extends: true as const,
  test: {
    name: `integration-${kind}${files === "slow" ? "-slow" : ""}`,
    include: files === "slow" ? SLOW_INTEGRATION : INTEGRATION,
    exclude: files === "fast" ? SLOW_INTEGRATION : [],
    globalSetup: ["tests/support/global-db-setup.ts"],
    // On PGlite (the fast loop) the files of a worker share its modules instead of each importing the app
    // afresh, and the files that serve the shop share one compiled server (tests/support/shop-server.ts).
    // A file's database is the worker's previous one put back as a copy of the template would be (test-db.ts), and
    // what a module keeps for the process is reset before each file.
    isolate: kind !== "pglite",
    setupFiles: ["tests/support/integration-setup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// System tests drive the production build (build/server/index.js) as the shop runs it: in process for
// the hostile-input suite, as child processes for crashes, outages and shutdowns. `npm run validate` builds
// before running them; they refuse to run against a build older than the sources.
const system = (kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `system-${kind}`,
    include: ["tests/system/**/*.test.ts"],
    globalSetup: ["tests/support/global-db-setup.ts", "tests/support/production-build-check.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // One file at a time, after every other project: the shops these files start as processes, and the times some
    // of them bound, get the machine to themselves while the other projects share it between their workers.
    maxWorkers: 1,
    // the production bundle is loaded by Node itself, exactly as `npm start` loads it
    server: { deps: { external: [/[\\/]build[\\/]server[\\/]/] } },
  },
});

// In CI the PostgreSQL project always exists, so a missing TEST_DATABASE_URL fails it (in its global
// setup) instead of silently skipping it; the unit layer never needs a database.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === "true";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's own default is one worker fewer than the cores, which on CI's two cores is a single worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "tests/assistant-eval/*.test.ts",
          ],
          exclude: ["app/**/*.integration.test.ts", "app/**/*.component.test.tsx"],
          environment: "node",
          // pure code: the files of a worker share its imports instead of each loading them afresh
          isolate: false,
        },
      },
      {
        // Components as a person meets them: routes rendered with createRoutesStub in happy-dom, loaders and actions
        // stubbed but for the basket's and the checkout's, which are the real ones on a PGlite in the test's thread,
        // copied from the integration projects' template (so no server, and no PostgreSQL whatever CI says).
        extends: true,
        test: {
          name: "component",
          include: ["app/**/*.component.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component-setup.ts"],
          globalSetup: ["tests/support/global-db-setup.ts"],
          env: { TEST_DB_KIND: "pglite" },
          // the files of a worker share its page and imports; the setup empties the page, storage and toasts
          // between tests, and a file watches sonner's one toast with vi.spyOn, not vi.mock (which would miss
          // the modules an earlier file loaded)
          isolate: false,
          // a test that opens a lazily loaded part (the cart drawer, a settings tab) waits for its code
          testTimeout: 15_000,
        },
      },
      integration("pglite", "fast"),
      integration("pglite", "slow"),
      ...(withPostgres ? [integration("postgres", "all")] : []),
      system("pglite"),
      ...(withPostgres ? [system("postgres")] : []),
    ],
  },
});
