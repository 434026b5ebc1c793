// npm run backup [-- --out FOLDER_OR_FILE.tar]
// One consistent backup file of the shop: database and uploads, taken while the shop runs
// (docs/decisions/088). Prints the file's path; exits non-zero with a message when it cannot.
import { parseArgs } from "node:util";

import { readConfig } from "~/lib/env.server";

import { createBackup } from "../server/ops/backup";

const { values } = parseArgs({ options: { out: { type: "string", default: "backups" } } });
try {
  const started = Date.now();
  const { file, manifest } = await createBackup(readConfig(), values.out);
  const uploads = manifest.uploads === "bucket" ? "uploads stay in the S3 bucket" : `${manifest.uploads} uploads`;
  console.log(
    `Backup written: ${file} (${manifest.database}, ${uploads}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (err) {
  console.error(`backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
