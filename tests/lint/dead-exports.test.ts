// `npm run lint` ends with knip (knip.jsonc): an export nothing imports fails it. Each case below lays out a
// small project with the repository's own knip configuration and checks what knip says of it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterEach, describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const knip = path.join(root, "node_modules/.bin/knip");
// knip starts a TypeScript program: seconds on a busy machine, past the unit project's default limit.
vi.setConfig({ testTimeout: 60_000 });

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs knip over a project of these files beside the repository's knip.jsonc; its report, or "" when clean. */
async function knipOver(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "knip-"));
  fs.copyFileSync(path.join(root, "knip.jsonc"), path.join(dir, "knip.jsonc"));
  const manifest = { name: "sample", type: "module", devDependencies: { vitest: "4" } };
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  try {
    await promisify(execFile)(knip, ["--no-config-hints", "--reporter", "compact"], { cwd: dir });
    return "";
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

describe("npm run lint's dead-export check", () => {
  it("is part of npm run lint", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts;
    expect(scripts.lint).toMatch(/&& knip$/);
  });

  it("refuses an export that nothing imports", async () => {
    const report = await knipOver({
      "scripts/run.ts": `import { used } from "../app/lib/sample";\nconsole.log(used);\n`,
      "app/lib/sample.ts": `export const used = 1;\nexport function purgeEverything() {\n  return 2;\n}\n`,
    });
    expect(report).toContain("Unused exports");
    expect(report).toMatch(/app\/lib\/sample\.ts: purgeEverything/);
  });

  it("accepts an export used in its own file, and one a test imports", async () => {
    const report = await knipOver({
      "scripts/run.ts": `import { limit } from "../app/lib/sample";\nconsole.log(limit());\n`,
      "app/lib/sample.ts": `export const MAX = 3;\nexport const limit = () => MAX;\nexport const other = 4;\n`,
      "app/lib/sample.test.ts": [
        `import { expect, it } from "vitest";`,
        `import { other } from "./sample";`,
        `it("is 4", () => expect(other).toBe(4));\n`,
      ].join("\n"),
    });
    expect(report).toBe("");
  });
});
