// Builds the production bundle when it is missing or older than the sources. Used by `npm start` and
// by tests that run the real server as a process. A lock folder keeps concurrent callers to one build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_ENTRY = path.join(root, "build/server/index.js");
const sources = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function isStale() {
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  return !built || Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > built;
}

export async function buildIfStale({ log = console.log } = {}) {
  if (!isStale()) return;
  const lock = path.join(root, "build.lock");
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // another caller is building: wait for it, then look again
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (!isStale()) return;
    log(fs.existsSync(SERVER_ENTRY) ? "Sources changed since the last build; rebuilding..." : "No production build yet; building...");
    const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`the production build failed (exit ${result.status})`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
