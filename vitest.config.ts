import { defineConfig } from "vitest/config";

// Three projects: pure unit tests, and the integration tests run twice, on PGlite and on PostgreSQL
// (the latter when TEST_DATABASE_URL is set; in CI it must be).
const integration = (kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${kind}`,
    include: ["app/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-db-setup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.CI === "true" && !withPostgres) {
  throw new Error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL integration layer would be skipped.");
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}"], exclude: ["app/**/*.integration.test.ts"], environment: "node" },
      },
      integration("pglite"),
      ...(withPostgres ? [integration("postgres")] : []),
    ],
  },
});
