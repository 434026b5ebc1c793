// `npm run validate`: every layer in turn — the lint (Prettier's layout, ESLint's rules and the layering), a
// production build, then every Vitest project (unit, component, integration and system tests, on PGlite and, when
// TEST_DATABASE_URL is set, PostgreSQL), then the Playwright journeys in Chromium. `npm test` is the fast loop:
// unit, component and PGlite integration tests only, the slow integration files (vitest.config.ts) left out.
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { buildProduction } from "./build-if-stale.mjs";

/** The stages in order: a command and its arguments, or "build" for the production build. */
export const STAGES = [
  // The lint first: it is the quickest to fail, and CI runs nothing else that checks the layout of every file.
  ["npm", "run", "lint"],
  // Then the build: the system tests and the journeys run the production server.
  "build",
  ["npx", "vitest", "run"],
  ["npx", "playwright", "test"],
];

// Each stage says how long it took, so a slow CI run shows which stage to look at.
const timed = (label, started) => console.log(`(${label}: ${Math.round((Date.now() - started) / 1000)} s)`);

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  timed(`${cmd} ${args.join(" ")}`, started);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function build() {
  console.log("\n$ NODE_ENV=production npx react-router build");
  const started = Date.now();
  const result = buildProduction();
  timed("the production build", started);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function validate() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
  }
  for (const stage of STAGES) {
    if (stage === "build") build();
    else run(stage[0], stage.slice(1));
  }
}

// Run as `node scripts/validate.mjs` (a symlinked folder too); imported (by its test), it only names its stages.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) validate();
