// `npm test`: every layer in turn — unit and integration (Vitest: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then a production build and the Playwright journeys in Chromium.
import { spawnSync } from "node:child_process";

const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
run("npx", ["vitest", "run"]);
run("npx", ["react-router", "build"]);
run("npx", ["playwright", "test"]);
