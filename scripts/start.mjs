// `npm start`: builds the production bundle when it is missing or older than the sources, then serves.
// Plain JavaScript: the shop process runs under bare node with only the heap flag, no TypeScript loader (ADR 104).
import path from "node:path";

import { buildIfStale, SERVER_ENTRY } from "./build-if-stale.mjs";

try {
  await buildIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

process.env.NODE_ENV ??= "production";
// React's renderer first, as production picks it, before the bundle imports it (render-storage.mjs).
await import("./render-storage.mjs");
process.chdir(path.resolve(import.meta.dirname, ".."));
const { runShop } = await import(SERVER_ENTRY);
try {
  await runShop();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
