// One real, migrated database per test file: a copy of the PGlite template, or a PostgreSQL
// database created from the template database. `resetDb` empties it between tests.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle, type Db } from "~/db/client.server";
import { ensureSettings } from "~/modules/settings/settings.server";
import { PGLITE_TEMPLATE_FILE, withDatabase } from "./test-db-names";

export type TestDatabase = DatabaseHandle & { db: Db };

export async function testDb(): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject("pgTemplate")}"`);
    await admin.end();
    handle = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: "unused", migrate: false, poolSize: 20,
      // the test database is dropped with (force) at the end; its connections going away is expected
      onConnectionError: () => {},
    });
    drop = async () => {
      const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    const blob = new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]);
    const client = new PGlite({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    handle = pgliteHandle(client);
  }
  await ensureSettings(handle.db);
  afterAll(async () => {
    await handle.close();
    await drop?.();
  });
  return handle as TestDatabase;
}

/** Empties every table (and puts the default settings back), for tests that need a clean slate. */
export async function resetDb(db: Db) {
  await db.execute(sql`
    truncate table settings, products, addons, reviews, videos, email_subscribers, orders,
      payment_checkouts, payment_events, users, user_roles, sessions, password_reset_tokens,
      tracking_cache, assistant_audit_log, test_payments restart identity cascade`);
  await ensureSettings(db);
}
