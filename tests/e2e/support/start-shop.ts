// Starts the production build for the e2e journeys on a fresh database: `postgres` (a new
// shop_e2e database) or `pglite` (a new folder). An admin account is created before the start.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import pg from "pg";

import { SERVE_ARGS } from "../../../scripts/serve-command";
import { E2E_ADMIN, E2E_DATABASE_URL, E2E_PORTS } from "./ports";

const kind = process.argv[2] === "pglite" ? "pglite" : "postgres";
const root = path.resolve(import.meta.dirname, "../../..");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` first (npm run validate does).");
  process.exit(1);
}

const dataDir = path.join(root, ".test-data", `e2e-${kind}`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(E2E_PORTS[kind]),
  HOST: "127.0.0.1",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORTS[kind]}`,
  DATA_DIR: dataDir,
  // one process: the journeys are about what a person sees; several processes have their own test
  WORKERS: "1",
  // a journey that moves a sale's dates to now waits for the ticker, not for a production tick of half a minute
  SALE_TICK_MS: "2000",
  // the fake 17TRACK that playwright.config.ts starts
  ...(process.env.E2E_TRACK17_API_BASE ? { TRACK17_API_BASE: process.env.E2E_TRACK17_API_BASE } : {}),
};
delete env.DATABASE_URL;
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

if (kind === "postgres") {
  const url = new URL(E2E_DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  env.DATABASE_URL = E2E_DATABASE_URL;
}

const created = spawnSync(
  "npx",
  ["tsx", "scripts/create-admin.ts", "--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
if (created.status !== 0) process.exit(created.status ?? 1);

const server = spawn(process.execPath, SERVE_ARGS, { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
