// `npm run bench`: every benchmark in turn. Each prints its figures beside the budget it serves.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const benches = ["pages", "orders"].filter((name) => fs.existsSync(path.join(import.meta.dirname, `${name}.ts`)));
let failed = false;
for (const name of benches) {
  console.log(`\n=== bench:${name} ===`);
  const result = spawnSync("npx", ["tsx", `bench/${name}.ts`], { stdio: "inherit", env: process.env });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
