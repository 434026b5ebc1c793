// `npm start` and `npm run serve` must run node with the same flags (ADR 104): the benchmarks and the
// tests that start the shop as a process take them from "serve" (scripts/serve-command.ts), so a flag
// changed in one script only would leave them measuring a shop no owner runs.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { SERVE_ARGS } from "../../scripts/serve-command";
import { STAGES } from "../../scripts/validate.mjs";
import { SLOW_INTEGRATION } from "../../vitest.config";

const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts as Record<string, string>;
const nodeFlags = (command: string) => command.split(/\s+/).filter((word) => word.startsWith("--"));

describe("package.json's start and serve scripts", () => {
  it("give node the same flags, which are the ones the benchmarks and process tests use", () => {
    expect(nodeFlags(scripts.start)).toEqual(nodeFlags(scripts.serve));
    expect(SERVE_ARGS.filter((arg) => arg.startsWith("--"))).toEqual(nodeFlags(scripts.start));
    expect(nodeFlags(scripts.start)).toContain("--max-old-space-size=512");
  });
});

// `npm test` is the loop a developer runs after every change, so it must stay fast: no production build,
// no PostgreSQL, no system tests, no browser. Everything else runs in `npm run validate`, which CI runs.
describe("package.json's test and validate scripts", () => {
  it("npm test runs the unit, component and PGlite integration projects, and nothing else", () => {
    const projects = [...scripts.test.matchAll(/--project\s+'?([\w*-]+)'?/g)].map((match) => match[1]);
    expect(scripts.test).toMatch(/^vitest run /);
    expect(projects.sort()).toEqual(["component", "integration-pglite", "unit"]);
  });

  it("npm run validate runs every layer, the lint included, and CI runs it", () => {
    expect(scripts.validate).toBe("node scripts/validate.mjs");
    expect(STAGES).toEqual([["npm", "run", "lint"], "build", ["npx", "vitest", "run"], ["npx", "playwright", "test"]]);
    expect(fs.readFileSync(".ci/run", "utf8")).toMatch(/^npm run validate$/m);
  });
});

// The files `npm test` leaves to validate are named one by one: a name that no longer matches a file would quietly
// put nothing there, and the renamed file would run in the quick loop again.
describe("the slow integration files", () => {
  it("each name an integration test file that exists", () => {
    for (const file of SLOW_INTEGRATION) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(file, file).toMatch(/^(app\/.*\.integration\.test\.ts|tests\/integration\/.*\.test\.tsx?)$/);
    }
  });
});
