// Serves an existing production build (no staleness check): `node scripts/serve.mjs`.
// Plain JavaScript: the shop process runs under bare node with only the heap flag, no TypeScript loader (ADR 104).
import path from "node:path";

process.env.NODE_ENV ??= "production";
// React's renderer first, as production picks it, before the bundle imports it (render-storage.mjs).
await import("./render-storage.mjs");
process.chdir(path.resolve(import.meta.dirname, ".."));
const { runShop } = await import("../build/server/index.js");
try {
  await runShop();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
