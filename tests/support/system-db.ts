// A fresh, migrated shop database for a shop process started by a system test: a PGlite data folder,
// or a new database on TEST_DATABASE_URL's server. The test may open it itself while no shop runs
// (PGlite: only one process at a time), to prepare data and to check what the shop wrote.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase, type DatabaseHandle } from "~/db/client.server";

import { createPgDatabase } from "./pg-admin";

export type SystemDb = {
  kind: "pglite" | "postgres";
  /** what the shop process needs in its environment */
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
};

export async function createSystemDb(
  kind = (process.env.TEST_DB_KIND ?? "pglite") as "pglite" | "postgres",
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<SystemDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-system-"));
  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { url, drop } = await createPgDatabase(serverUrl, `shop_system_${randomBytes(5).toString("hex")}`);
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, dataDir, poolSize: 4, onConnectionError: () => {} }),
    cleanup: async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
