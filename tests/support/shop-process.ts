// The production server as a real process (scripts/serve.mjs), for tests about several processes,
// backups and restarts. The build is made first when missing or stale.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { SERVE_ARGS } from "../../scripts/serve-command";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ShopProcess = { base: string; port: number; child: ChildProcess; log: () => string; stop(): Promise<void> };

export async function ensureBuild() {
  await buildIfStale({ log: () => {} });
}

export function tempDataDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
}

async function waitForHealth(base: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${stderr()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the shop did not become healthy in time:\n${stderr()}`);
}

/** Starts `node scripts/serve.mjs` with env on top of a quiet production set-up and waits for /healthz. */
export async function startShopProcess(env: Record<string, string | undefined>): Promise<ShopProcess> {
  const port = await freePort();
  const full: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    // several workers on PostgreSQL refuse to start without one
    SESSION_SECRET: "a secret the test shops share",
    ...env,
  };
  for (const key of Object.keys(full)) if (full[key] === undefined) delete full[key];
  const child = spawn(process.execPath, SERVE_ARGS, { cwd: ROOT, env: full, stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  const keep = (chunk: Buffer) => {
    err += chunk.toString();
    if (err.length > 20_000) err = err.slice(-10_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, () => err);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    base,
    port,
    child,
    log: () => err,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
