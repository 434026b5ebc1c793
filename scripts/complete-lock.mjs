// Completes package-lock.json with the other platforms' optional binaries that npm could not record.
//
// Why: the registry this project installs from serves only Linux builds of some native packages
// (@tailwindcss/oxide-*, @rollup/rollup-*, lightningcss-*, @esbuild/*, ...). npm then leaves their
// darwin/win32/... siblings out of the lock file, and `npm ci` refuses a lock that lacks entries for
// optional dependencies package.json's tree names. This adds one entry per missing optional
// dependency, with the platform its name says (os/cpu/libc), marked optional: npm ci skips it on any
// other platform and, being optional, tolerates its absence on the registry. Idempotent.
// See docs/decisions/003-build-install-and-server-entry.md.
// Plain JavaScript: it runs right after an install that may have failed, so it cannot count on tsx.
import fs from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "netbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
  "cygwin",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "mips64el", "wasm32", "loong64"];

/** The platform a binary package's name states, e.g. @esbuild/linux-arm64 or lightningcss-win32-x64-msvc. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((o) => parts.includes(o) || (o === "win32" && parts.includes("windows")));
  const cpu = CPU.find(
    (c) => parts.includes(c) || (c === "arm" && parts.some((p) => p.startsWith("arm") && p !== "arm64")),
  );
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") || parts.includes("gnueabihf") ? "glibc" : null;
  return { os, cpu: parts.includes("wasm32") ? "wasm32" : cpu, libc };
}

/** Where node would find `dep` from the package at `path` (its own node_modules, then its parents'). */
function resolve(path, dep) {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const at = base.lastIndexOf("node_modules/");
    base = at <= 0 ? "" : base.slice(0, at - 1);
  }
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolve(path, dep)) continue;
    const version = range.replace(/^[\^~=]/, "");
    if (!/^\d+\.\d+\.\d+/.test(version))
      throw new Error(`${dep}@${range} (from ${path || "the root"}) is not an exact version; cannot complete it`);
    const { os, cpu, libc } = platformOf(dep);
    const entry = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    // Hoisted beside its sibling binaries, i.e. where npm would have put it.
    packages[`node_modules/${dep}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform packages recorded`);
