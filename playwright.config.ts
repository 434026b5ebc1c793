import { defineConfig } from "@playwright/test";

import { E2E_PORTS } from "./tests/e2e/support/ports";

// Journeys run in Debian's Chromium against the production build, served twice: on PostgreSQL
// (where tests may also prepare data directly) and on the embedded PGlite database.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Order tracking: both shops talk to a fake 17TRACK (tests/fakes/track17-server.ts) on base + 9;
// start-shop.ts passes this on as TRACK17_API_BASE.
const track17Port = E2E_PORTS.postgres + 9;
process.env.E2E_TRACK17_API_BASE = `http://127.0.0.1:${track17Port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.postgres}`,
    // Recording a trace (screenshots and DOM snapshots at every step) costs every journey CPU; in CI a failed
    // journey is retried once with the trace on, so the recording is kept only for the journeys that fail.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "npx tsx tests/e2e/support/start-shop.ts postgres",
      url: `http://127.0.0.1:${E2E_PORTS.postgres}/healthz`,
      reuseExistingServer: false,
      // a fresh database is migrated and seeded first, which a busy machine can stretch past two minutes
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/e2e/support/start-shop.ts pglite",
      url: `http://127.0.0.1:${E2E_PORTS.pglite}/healthz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx tests/fakes/track17-server.ts --port ${track17Port}`,
      url: `${process.env.E2E_TRACK17_API_BASE}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
