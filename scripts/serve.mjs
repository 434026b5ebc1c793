// Serves an existing production build (no staleness check): `node scripts/serve.mjs`.
import path from "node:path";

process.env.NODE_ENV ??= "production";
process.chdir(path.resolve(import.meta.dirname, ".."));
const { runShop } = await import("../build/server/index.js");
try {
  await runShop();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
