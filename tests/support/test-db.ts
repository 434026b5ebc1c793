// One real, migrated database per test file: a copy of the PGlite template (or the worker's previous file's database,
// put back as a copy would be), or a PostgreSQL database created from the template database. `resetDb` empties it
// between tests.
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

/** `url` is set on PostgreSQL, for tests that start the server as a process against the same database; `pglite` is
 * the embedded database's client on PGlite. */
export type TestDatabase = DatabaseHandle & { db: Db; url?: string; pglite?: PgliteWorkerClient };

/** `onQuery` sees every statement the handle sends (to count SQL at the driver). */
export async function testDb({ onQuery }: { onQuery?: QueryHook } = {}): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let pglite: PgliteWorkerClient | undefined;
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
    // On its own thread, as the server runs it (ADR 001), so every integration test goes through
    // the worker's query and transaction messages.
    const client = await pgliteDatabase();
    handle = pgliteHandle(client, undefined, onQuery);
    pglite = client;
    drop = () => keepForNextFile(client);
  }
  await ensureSettings(handle.db);
  afterAll(async () => {
    if (kind === "postgres") await handle.close();
    await drop?.();
  });
  return { ...handle, url: databaseUrl, pglite } as TestDatabase;
}

// The files of a PGlite worker run one after another in one process (`isolate: false`, vitest.config.ts), and opening
// a copy of the template is most of what a small file costs. So the database a file is done with is kept for the
// worker's next file, which gets it as a copy would be: its schema unchanged (checked: one whose catalogue changed is
// closed instead), every table empty with identities restarted, and the session as a new one (DISCARD ALL).
// A file that opens a second database meanwhile gets a copy of the template.
let kept: PgliteWorkerClient | undefined;
let templateCatalogue: string | undefined;

async function pgliteDatabase(): Promise<PgliteWorkerClient> {
  const client = kept;
  kept = undefined;
  if (client) {
    try {
      await client.exec("discard all");
      const { db } = pgliteHandle(client);
      await emptyTables(db);
      if ((await catalogue(db)) === templateCatalogue) return client;
    } catch {
      // closed or broken by its last file: a copy of the template instead
    }
    await client.close().catch(() => {});
  }
  const copy = await PgliteWorkerClient.open({ loadDataDir: new Uint8Array(fs.readFileSync(PGLITE_TEMPLATE_FILE)) });
  templateCatalogue ??= await catalogue(pgliteHandle(copy).db);
  return copy;
}

/** Kept unless the worker already keeps one, or a transaction the file left open still holds it. */
async function keepForNextFile(client: PgliteWorkerClient) {
  const free = await Promise.race([
    client.query("select 1").then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, 5_000, false).unref()),
  ]);
  if (kept || !free) await client.close();
  else kept = client;
}

/** A digest of the schema's tables, columns, constraints, indexes, functions and triggers. */
async function catalogue(db: Db): Promise<string> {
  const result = (await db.execute(sql`
    select md5(string_agg(entry, ';' order by entry)) as digest from (
      select format('%s %s %s', oid, relname, relkind) as entry from pg_class
        where relnamespace not in ('pg_catalog'::regnamespace, 'pg_toast'::regnamespace)
      union all select format('%s %s %s %s %s', attrelid, attname, atttypid, attnotnull, attisdropped) from pg_attribute
        where attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
      union all select format('%s %s', adrelid, pg_get_expr(adbin, adrelid)) from pg_attrdef
      union all select format('%s %s', conname, pg_get_constraintdef(oid)) from pg_constraint
      union all select format('%s %s', oid, md5(prosrc)) from pg_proc where pronamespace <> 'pg_catalog'::regnamespace
      union all select format('%s %s', tgname, tgenabled) from pg_trigger
      union all select nspname from pg_namespace
    ) entries`)) as unknown as { rows: { digest: string }[] };
  return result.rows[0].digest;
}

/** The file's database (see testDb), emptied before each of its tests (see resetDb). */
export async function freshTestDb(options: Parameters<typeof testDb>[0] = {}): Promise<TestDatabase> {
  const database = await testDb(options);
  beforeEach(() => resetDb(database.db));
  return database;
}

/** Empties every table (and puts the default settings back), for tests that need a clean slate. */
export async function resetDb(db: Db) {
  await emptyTables(db);
  await ensureSettings(db);
  await notifyStoreChanged("catalog"); // a served page cache forgets the emptied catalogue too
}

async function emptyTables(db: Db) {
  // Every table of the schema, read from the catalogue, so a table added later is emptied too.
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((r) => `"${r.tablename}"`).join(", ");
  if (tables) await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
}
