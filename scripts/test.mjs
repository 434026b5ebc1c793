// `npm test`: every layer in turn — a production build, unit, component and integration (Vitest: PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the Playwright journeys in Chromium.
import { spawnSync } from "node:child_process";

import { buildProduction } from "./build-if-stale.mjs";

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
// The build first: some integration tests run the production server as a process.
console.log("\n$ NODE_ENV=production npx react-router build");
const build = buildProduction();
if (build.status !== 0) process.exit(build.status ?? 1);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"]);
