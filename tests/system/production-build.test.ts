// The build a shop serves is React's production build (ADR 003). Vitest runs with NODE_ENV=test, and a
// build started from a test (tests/support/shop-process.ts rebuilds a stale bundle) once inherited it:
// the shop then served React's development build, far more framework JavaScript (docs/performance.md),
// with every toast shown twice.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { SERVER_ENTRY } from "../../scripts/build-if-stale.mjs";
import { developmentScripts } from "../../scripts/build-state.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Not about the database: once is enough.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("the production build", () => {
  it("is refused under any NODE_ENV but production, saying so, and the build in place is left alone", () => {
    const before = fs.statSync(SERVER_ENTRY).mtimeMs;
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "development" },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      'NODE_ENV is "development": the production build needs NODE_ENV=production or no NODE_ENV at all.',
    );
    expect(fs.statSync(SERVER_ENTRY).mtimeMs).toBe(before);
  });

  it("in place is React's production build, which the tests exercise", () => {
    const scripts = fs.readdirSync(path.join(ROOT, "build/client/assets")).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(developmentScripts()).toEqual([]);
  });
});
