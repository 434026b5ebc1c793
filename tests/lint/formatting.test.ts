// `npm run lint` starts with `prettier --check .`: a file laid out by hand fails it, whatever a reviewer
// thinks of it. Each sample below is checked with the repository's own Prettier configuration, as if it
// sat at that path.
import fs from "node:fs";
import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

async function isFormatted(relativePath: string, code: string) {
  const filepath = `${root}/${relativePath}`;
  const options = await prettier.resolveConfig(filepath);
  return prettier.check(code, { ...options, filepath });
}

describe("npm run lint's formatting check", () => {
  it("is part of npm run lint", () => {
    const scripts = JSON.parse(fs.readFileSync(`${root}/package.json`, "utf8")).scripts as Record<string, string>;
    expect(scripts.lint).toMatch(/prettier --check \./);
  });

  it("refuses a line past 120 columns", async () => {
    const long = `export const names = [${Array.from({ length: 20 }, (_, i) => `"name-${i}"`).join(", ")}];\n`;
    expect(long.length).toBeGreaterThan(120);
    expect(await isFormatted("app/lib/sample.ts", long)).toBe(false);
  });

  it("refuses imports out of order", async () => {
    const code = `import { z } from "zod";\nimport fs from "node:fs";\n\nexport const x = [z, fs];\n`;
    expect(await isFormatted("app/lib/sample.ts", code)).toBe(false);
  });

  it("accepts the same code once formatted", async () => {
    const code = `import fs from "node:fs";\n\nimport { z } from "zod";\n\nexport const x = [z, fs];\n`;
    expect(await isFormatted("app/lib/sample.ts", code)).toBe(true);
  });
});

describe("npm run lint's line length check", () => {
  const eslint = new ESLint({ cwd: root });
  const errorsAt = async (relativePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${relativePath}` });
    return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
  };
  // one string Prettier would leave as it is, past 120 columns
  const longString = `export const message =\n  "${"A sentence that goes on. ".repeat(6).trim()}";\n`;

  it("refuses a string, regex or comment past 120 columns, which Prettier leaves long", async () => {
    expect(await isFormatted("app/lib/sample.ts", longString)).toBe(true);
    expect(await errorsAt("app/lib/sample.ts", longString)).toContain("max-len");
  }, 30_000);

  it("holds the demo data's modules to it too: their prose lives in JSON beside them", async () => {
    expect(await errorsAt("app/db/demo-content.ts", longString)).toContain("max-len");
  }, 30_000);
});
