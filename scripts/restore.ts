// npm run restore -- FILE
// Restores a backup from `npm run backup` into an empty data folder (DATA_DIR, embedded database) or
// an empty PostgreSQL database (DATABASE_URL), with its uploads (docs/decisions/088).
import { parseArgs } from "node:util";

import { readConfig } from "~/lib/env.server";

import { restoreBackup } from "../server/ops/backup";

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error("usage: npm run restore -- FILE   (into an empty DATA_DIR, or the empty database at DATABASE_URL)");
  process.exit(2);
}
try {
  const config = readConfig();
  const manifest = await restoreBackup(config, positionals[0]);
  const where = config.DATABASE_URL ? "the database at DATABASE_URL" : config.DATA_DIR;
  console.log(`Restored the backup of ${manifest.createdAt} into ${where}. Start the shop as usual.`);
} catch (err) {
  console.error(`restore: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
