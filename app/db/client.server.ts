import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The database handle every module function takes first: PGlite or PostgreSQL, same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** Runs raw SQL and returns its rows, the same on PGlite and PostgreSQL. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Extensions the migrations create; every PGlite that opens this schema must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** answers when the database answers; used by /healthz */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export class DatabaseLockedError extends Error {}

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
  /** an idle PostgreSQL connection failed (server restart, network); the pool replaces it */
  onConnectionError?: (err: Error) => void;
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError)
    : await openPglite(options.dataDir);
  if (options.migrate !== false) {
    try {
      await migrateDatabase(handle);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }
  return handle;
}

export async function migrateDatabase(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

async function openPostgres(url: string, poolSize: number, onConnectionError?: (err: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener, an idle client's error (PostgreSQL restarted, say) would crash the process;
  // the pool drops that client and opens a new one on the next query.
  pool.on("error", (err) => (onConnectionError ? onConnectionError(err) : console.error(`PostgreSQL connection lost: ${err.message}`)));
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** Wraps an already open PGlite (tests clone one migrated instance per file). */
export function pgliteHandle(client: PGlite, onClose?: () => void): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.resolve(dataDir, "pglite");
  // PGlite creates only the last folder of its path, and takes no lock of its own.
  fs.mkdirSync(folder, { recursive: true });
  const release = acquireFolderLock(path.resolve(dataDir, "pglite.lock"), folder);
  try {
    const client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return pgliteHandle(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Exactly one process may open a PGlite folder. The lock file holds the owner's pid; a lock left by a
 * process that no longer runs is taken over.
 */
export function acquireFolderLock(lockPath: string, folder: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${folder} is in use by another process (pid ${owner}). ` +
            `Stop the shop (or the other command) first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${folder}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
