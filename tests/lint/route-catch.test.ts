// docs/routes.md, "When a route may catch": domain errors become statuses in one place (`lib/http.server.ts`), and
// the helpers (formAction, the admin helpers, jsonEndpoint) catch for a route. A route module that catches (a
// `try` or a promise's `.catch`) writes its own answer to a failure, which this test refuses.
import fs from "node:fs";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const routeFiles = fs
  .readdirSync("app/routes", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => `app/routes/${name}`);

/** Each place in the file that catches: a try statement, or a call of `.catch`. */
function catches(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isCatchCall =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "catch";
    if (ts.isTryStatement(node) || isCatchCall) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("route modules", () => {
  it("catch nothing themselves: the helpers answer every refusal", () => {
    expect(routeFiles.length).toBeGreaterThan(80);
    expect(routeFiles.flatMap((file) => catches(file))).toEqual([]);
  });

  it("are read by a check that finds a try and a .catch", () => {
    expect(catches("example.ts", "try { f(); } catch {}\nvoid g().catch(() => null);\n")).toEqual([
      "example.ts:1",
      "example.ts:2",
    ]);
  });
});
