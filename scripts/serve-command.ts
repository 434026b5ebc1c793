// How `npm run serve` starts the shop: package.json's "serve" script as arguments for node. Benchmarks
// and tests that run the production server as a process spawn it with these, so they run the shop with
// the same Node.js flags as a shop owner's `npm run serve` and `npm start` (docs/decisions/104).
import fs from "node:fs";
import path from "node:path";

const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"));

/** For example `["--max-old-space-size=512", "scripts/serve.mjs"]`, relative to the project folder. */
export const SERVE_ARGS: string[] = packageJson.scripts.serve.split(/\s+/).slice(1);

/**
 * The environment of a shop served as a process on 127.0.0.1:`port`: production mode, warnings and errors
 * logged, and the parent's DATABASE_URL dropped unless `env` names one (the shop then opens the embedded
 * database in its DATA_DIR). Several workers on PostgreSQL need SESSION_SECRET: one is made up unless given.
 */
export function serveEnv(port: number, env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SESSION_SECRET: process.env.SESSION_SECRET ?? "a secret of the benchmark's own",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return childEnv;
}
