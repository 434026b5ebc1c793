// One real, migrated database per test file: a copy of the PGlite template, or a PostgreSQL
// database created from the template database. `resetDb` empties it between tests.
import { randomBytes } from "node:crypto";
import fs from "node:fs";

import { sql } from "drizzle-orm";
import { afterAll, beforeEach, inject } from "vitest";

import { openDatabase, pgliteHandle, type DatabaseHandle, type Db, type QueryHook } from "~/db/client.server";
import { PgliteWorkerClient } from "~/db/pglite-worker-client.server";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { ensureSettings } from "~/modules/settings/settings.server";

import { createPgDatabase } from "./pg-admin";
import { PGLITE_TEMPLATE_FILE } from "./test-db-names";

/** `url` is set on PostgreSQL, for tests that start the server as a process against the same database. */
export type TestDatabase = DatabaseHandle & { db: Db; url?: string };

/** `onQuery` sees every statement the handle sends (to count SQL at the driver). */
export async function testDb({ onQuery }: { onQuery?: QueryHook } = {}): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const created = await createPgDatabase(url, name, { template: inject("pgTemplate") });
    databaseUrl = created.url;
    handle = await openDatabase({
      databaseUrl,
      dataDir: "unused",
      migrate: false,
      poolSize: 20,
      // the test database is dropped with (force) at the end; its connections going away is expected
      onConnectionError: () => {},
      onQuery,
    });
    drop = created.drop;
  } else {
    // On its own thread, as the server runs it (ADR 075), so every integration test goes through
    // the worker's query and transaction messages.
    const client = await PgliteWorkerClient.open({
      loadDataDir: new Uint8Array(fs.readFileSync(PGLITE_TEMPLATE_FILE)),
    });
    handle = pgliteHandle(client, undefined, onQuery);
  }
  await ensureSettings(handle.db);
  afterAll(async () => {
    await handle.close();
    await drop?.();
  });
  return { ...handle, url: databaseUrl } as TestDatabase;
}

/** The file's database (see testDb), emptied before each of its tests (see resetDb). */
export async function freshTestDb(options: Parameters<typeof testDb>[0] = {}): Promise<TestDatabase> {
  const database = await testDb(options);
  beforeEach(() => resetDb(database.db));
  return database;
}

/** Empties every table (and puts the default settings back), for tests that need a clean slate. */
export async function resetDb(db: Db) {
  // Every table of the schema, read from the catalogue, so a table added later is emptied too.
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((r) => `"${r.tablename}"`).join(", ");
  if (tables) await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
  await ensureSettings(db);
  await notifyStoreChanged("catalog"); // a served page cache forgets the emptied catalogue too
}
