// `npm run validate`: every layer in turn — the lint (Prettier's layout, ESLint's rules and the layering), a
// production build, then every Vitest project (unit, component, integration and system tests, on PGlite and, when
// TEST_DATABASE_URL is set, PostgreSQL), then the Playwright journeys in Chromium. `npm test` is the fast loop:
// unit, component and PGlite integration tests only, the slow integration files (vitest.config.ts) left out.
import { spawnSync } from "node:child_process";

import { buildProduction } from "./build-if-stale.mjs";

// Each stage says how long it took, so a slow CI run shows which stage to look at.
const timed = (label, started) => console.log(`(${label}: ${Math.round((Date.now() - started) / 1000)} s)`);

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  timed(`${cmd} ${args.join(" ")}`, started);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
// The lint first: it is the quickest to fail, and CI runs nothing else that checks the layout of every file.
run("npm", ["run", "lint"]);
// Then the build: the system tests and the journeys run the production server.
console.log("\n$ NODE_ENV=production npx react-router build");
const buildStarted = Date.now();
const build = buildProduction();
timed("the production build", buildStarted);
if (build.status !== 0) process.exit(build.status ?? 1);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"]);
