// `npm start` and `npm run serve` must run node with the same flags (ADR 105): the benchmarks and the
// tests that start the shop as a process take them from "serve" (scripts/serve-command.ts), so a flag
// changed in one script only would leave them measuring a shop no owner runs.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { SERVE_ARGS } from "../../scripts/serve-command";

const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts as Record<string, string>;
const nodeFlags = (command: string) => command.split(/\s+/).filter((word) => word.startsWith("--"));

describe("package.json's start and serve scripts", () => {
  it("give node the same flags, which are the ones the benchmarks and process tests use", () => {
    expect(nodeFlags(scripts.start)).toEqual(nodeFlags(scripts.serve));
    expect(SERVE_ARGS.filter((arg) => arg.startsWith("--"))).toEqual(nodeFlags(scripts.start));
    expect(nodeFlags(scripts.start)).toContain("--max-old-space-size=512");
  });
});
