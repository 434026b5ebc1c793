// Upgrade tests: a database migrated up to a past migration, filled as a shop then had it, then migrated on.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "~/db/client.server";

import { createPgDatabase } from "./pg-admin";
import { PGLITE_EMPTY_FILE } from "./test-db-names";

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag: earlier } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${earlier}.sql`), path.join(folder, `${earlier}.sql`));
  return folder;
}

export type Database = {
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === "postgres") {
    const created = await createPgDatabase(
      process.env.TEST_DATABASE_URL!,
      `shop_upgrade_${randomBytes(6).toString("hex")}`,
    );
    const pool = new pg.Pool({ connectionString: created.url, max: 1 });
    const db = drizzlePg(pool);
    return {
      run: async (query) => (await db.execute(query)).rows,
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: async () => {
        await pool.end();
        await created.drop();
      },
    };
  }
  // the empty database the integration project's global set-up dumped (tests/support/global-db-setup.ts)
  const empty = fs.existsSync(PGLITE_EMPTY_FILE) ? new Blob([fs.readFileSync(PGLITE_EMPTY_FILE)]) : undefined;
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: empty });
  const db = drizzlePglite(client);
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Runs `test` on a fresh database migrated up to just before `tag`, for it to fill as a shop then was and
 * migrate on; the database and the folder of earlier migrations are removed afterwards.
 */
async function withDatabaseBefore(tag: string, test: (db: Database) => Promise<void>): Promise<void> {
  const db = await freshDatabase();
  const before = migrationsBefore(tag);
  try {
    await db.migrate(before);
    await test(db);
  } finally {
    await db.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
}

/** An upgrade's test, `name`, on a database migrated up to just before `tag` (withDatabaseBefore). */
export function testUpgrade(tag: string, name: string, test: (db: Database) => Promise<void>) {
  describe(`migration ${tag}`, () => {
    // Migrating a database from nothing runs every migration: a longer limit than a test of one query.
    it(name, { timeout: 120_000 }, () => withDatabaseBefore(tag, test));
  });
}
