// Whether the production build is missing or older than its sources; shared by `npm start` and the
// system tests (which must never test a stale bundle).
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(root, "build/server/index.js");
const sources = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "scripts/precompress-assets.mjs", "package-lock.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

/** "missing", "stale" (a source changed after the build) or "fresh". */
export function buildState() {
  const built = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  if (!built) return "missing";
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return changed > built ? "stale" : "fresh";
}
