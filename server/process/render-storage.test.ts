// The production server loads React's renderer through scripts/render-storage.mjs: a page renders as before, with
// its resource hints, and leaves no async hook on for the rest of the process (each cache hit would pay for it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Renders a page with a suspended part and a preload in a fresh production Node process, as the shop's does. */
function renderInProcess(withRenderStorage: boolean): { html: string; initHooks: number } {
  const script = `
    import { createRequire } from "node:module";
    const require = createRequire(${JSON.stringify(path.join(ROOT, "package.json"))});
    const { internalBinding } = require("internal/test/binding");
    const asyncWrap = internalBinding("async_wrap");
    ${withRenderStorage ? `await import(${JSON.stringify(path.join(ROOT, "scripts/render-storage.mjs"))});` : ""}
    const { renderToPipeableStream } = await import(require.resolve("react-dom/server"));
    const React = require("react");
    const ReactDOM = require("react-dom");
    const { Writable } = require("node:stream");
    const later = new Promise((resolve) => setTimeout(() => resolve("arrived"), 20));
    function Late() { return React.createElement("em", null, React.use(later)); }
    function Page() {
      ReactDOM.preload("/hero.webp", { as: "image" });
      return React.createElement("html", null, React.createElement("body", null,
        React.createElement("p", null, "now"),
        React.createElement(React.Suspense, { fallback: "…" }, React.createElement(Late))));
    }
    const html = await new Promise((resolve, reject) => {
      let out = "";
      const sink = new Writable({
        write(chunk, _e, done) { out += chunk; done(); },
        final(done) { done(); resolve(out); },
      });
      const options = { onAllReady: () => pipe(sink), onShellError: reject };
      const { pipe } = renderToPipeableStream(React.createElement(Page), options);
    });
    process.stdout.write(JSON.stringify({ html, initHooks: asyncWrap.async_hook_fields[asyncWrap.constants.kInit] }));
  `;
  const result = spawnSync(
    process.execPath,
    ["--expose-internals", "--no-warnings", "--input-type=module", "-e", script],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe("React's renderer as the production server loads it", () => {
  it("renders the same page, its preload hint included, and leaves no async hook running", () => {
    const plain = renderInProcess(false);
    const loaded = renderInProcess(true);
    expect(plain.initHooks).toBe(1); // what React's own storage leaves on
    expect(loaded.initHooks).toBe(0);
    expect(loaded.html).toBe(plain.html);
    expect(loaded.html).toContain('<link rel="preload" href="/hero.webp" as="image"/>');
    expect(loaded.html).toContain("<em>arrived</em>");
  });

  it("is loaded by npm start and npm run serve before the bundle, once NODE_ENV says production", () => {
    for (const script of ["scripts/start.mjs", "scripts/serve.mjs"]) {
      const text = fs.readFileSync(path.join(ROOT, script), "utf8");
      const loaded = text.indexOf('await import("./render-storage.mjs")');
      expect(loaded, script).toBeGreaterThan(text.indexOf('process.env.NODE_ENV ??= "production"'));
      expect(loaded, script).toBeLessThan(text.search(/await import\((SERVER_ENTRY|"..\/build\/server\/index.js")\)/));
    }
  });
});
