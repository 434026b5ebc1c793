// How `npm run serve` starts the shop: package.json's "serve" script as arguments for node. Benchmarks
// and tests that run the production server as a process spawn it with these, so they run the shop with
// the same Node.js flags as a shop owner's `npm run serve` and `npm start` (docs/decisions/105).
import fs from "node:fs";
import path from "node:path";

const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"));

/** For example `["--max-old-space-size=512", "scripts/serve.mjs"]`, relative to the project folder. */
export const SERVE_ARGS: string[] = packageJson.scripts.serve.split(/\s+/).slice(1);
