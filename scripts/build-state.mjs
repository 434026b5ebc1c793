// @ts-check
// Whether the production build is missing, older than its sources or React's development build; shared
// by `npm start` and the tests (which must never test a stale or development bundle).
// Plain JavaScript (typed by JSDoc): `npm start` runs it under bare node, with no TypeScript loader.
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/precompress-assets.ts",
  "package-lock.json",
];

/** @param {string} target @returns {number} */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

// Text only React DOM's development build carries (its invitation to install the DevTools).
const REACT_DEVELOPMENT_MARK = "react.dev/link/react-devtools";

/** The build's browser scripts that are React's development build: none, in a build fit to serve (ADR 003). */
export function developmentScripts() {
  const assets = path.join(root, "build/client/assets");
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter(
      (name) =>
        name.endsWith(".js") && fs.readFileSync(path.join(assets, name), "utf8").includes(REACT_DEVELOPMENT_MARK),
    );
}

/**
 * "missing", "stale" (a source changed after the build), "development" (React's development build,
 * made under a NODE_ENV other than production before ADR 003) or "fresh".
 * @returns {"missing" | "stale" | "development" | "fresh"}
 */
export function buildState() {
  const built = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  if (!built) return "missing";
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (changed > built) return "stale";
  return developmentScripts().length ? "development" : "fresh";
}
