// @ts-check
// Builds the production bundle when it is missing, older than the sources or React's development build.
// Used by `npm start` and by tests that run the real server as a process. A lock folder keeps concurrent
// callers to one build. Plain JavaScript (typed by JSDoc): `npm start` runs it under bare node.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { buildState, root, serverEntry } from "./build-state.mjs";

export const SERVER_ENTRY = serverEntry;

/**
 * `react-router build` with NODE_ENV=production, whatever the caller's NODE_ENV: a test runner's
 * NODE_ENV=test would otherwise make it React's development build, which vite.config.ts refuses.
 * Returns spawnSync's result.
 * @param {{ stdio?: import("node:child_process").StdioOptions }} [options]
 */
export function buildProduction({ stdio = "inherit" } = {}) {
  return spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio,
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/** @param {{ log?: (message: string) => void }} [options] */
export async function buildIfStale({ log = console.log } = {}) {
  if (buildState() === "fresh") return;
  const lock = path.join(root, "build.lock");
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // another caller is building: wait for it, then look again
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 5 * 60_000)
        fs.rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    const state = buildState();
    if (state === "fresh") return;
    const why = {
      stale: "Sources changed since the last build",
      development: "The build is React's development build",
      missing: "No production build yet",
    };
    log(`${why[state]}; building...`);
    const result = buildProduction();
    if (result.status !== 0) throw new Error(`the production build failed (exit ${result.status})`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
