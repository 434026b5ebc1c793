import fs from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { acquireFolderLock } from "./folder-lock.server";
import { PgliteWorkerClient } from "./pglite-worker-client.server";
import * as activityTables from "./schema/activity";
import * as addonsTables from "./schema/addons";
import * as alertsTables from "./schema/alerts";
import * as assistantTables from "./schema/assistant";
import * as authTables from "./schema/auth";
import * as basketsTables from "./schema/baskets";
import * as catalogTables from "./schema/catalog";
import * as customersTables from "./schema/customers";
import * as emailTables from "./schema/email";
import * as invoicesTables from "./schema/invoices";
import * as ordersTables from "./schema/orders";
import * as paymentsTables from "./schema/payments";
import * as promotionsTables from "./schema/promotions";
import * as reviewTotalsTables from "./schema/review-totals";
import * as reviewsTables from "./schema/reviews";
import * as salesTables from "./schema/sales";
import * as settingsTables from "./schema/settings";
import * as subscribersTables from "./schema/subscribers";
import * as trackingTables from "./schema/tracking";
import * as videosTables from "./schema/videos";

// drizzle's registry of every table (one file per domain under ./schema).
const schema = {
  ...activityTables,
  ...alertsTables,
  ...addonsTables,
  ...assistantTables,
  ...authTables,
  ...basketsTables,
  ...catalogTables,
  ...customersTables,
  ...emailTables,
  ...invoicesTables,
  ...ordersTables,
  ...paymentsTables,
  ...promotionsTables,
  ...reviewsTables,
  ...reviewTotalsTables,
  ...salesTables,
  ...settingsTables,
  ...subscribersTables,
  ...trackingTables,
  ...videosTables,
};

/** The database handle every module function takes first: PGlite or PostgreSQL, same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * A transaction: what `db.transaction` hands its callback. A function that must run inside one (it
 * locks rows, or its writes stand or fall with the caller's) takes a `Tx`; a `Tx` is a `Db` too.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs raw SQL and returns its rows, the same on PGlite and PostgreSQL. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A hot statement built once per database handle with drizzle's `.prepare(name)` and reused: the call
 * skips drizzle's SQL building (costly for a wide row) and, on PostgreSQL, the server's
 * parse and plan (a named statement is parsed once per connection). Values go in through
 * `sql.placeholder`. Only for statements run on the handle itself, never inside a transaction.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

/** Extensions the migrations create; every PGlite that opens this schema must load them (pglite-worker.mjs too). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** answers when the database answers; used by /healthz */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** runs the migrations its own way (PostgreSQL: without the request timeouts) */
  migrate?(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tar, taken between transactions (docs/decisions/088) */
  dump?(): Promise<Blob>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
  /** an idle PostgreSQL connection failed (server restart, network); the pool replaces it */
  onConnectionError?: (err: Error) => void;
  /** called with every statement the handle sends (the tests and the bench count SQL with it) */
  onQuery?: QueryHook;
};

export type QueryHook = (query: string) => void;
const queryLogger = (onQuery?: QueryHook) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined);

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError, options.onQuery)
    : await openPglite(options.dataDir, options.onQuery);
  if (options.migrate !== false) {
    try {
      if (options.databaseUrl) await withMigrationLock(options.databaseUrl, () => migrateDatabase(handle));
      else await migrateDatabase(handle);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }
  return handle;
}

export async function migrateDatabase(handle: DatabaseHandle) {
  if (handle.migrate) {
    await handle.migrate();
  } else if (handle.kind === "pglite") {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * Every PostgreSQL wait is bounded (ADR 081), so no request hangs on a database that went away: a
 * connection (or a free pooled client) within 4 s, a statement within 4 s on the server and 5 s on
 * the client (the server may be gone mid-query), so even a request that queued for a client and then
 * met a dead server answers within 10 s; an idle transaction ends after 10 s; dead peers are found by
 * TCP keepalive. Migrations run on their own connection without these limits.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 4_000,
  statement_timeout: 4_000,
  query_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * Several app processes or machines may start at once against one PostgreSQL: a session-level advisory
 * lock, held on a connection of its own, lets one migrate while the others wait (docs/decisions/085).
 */
async function withMigrationLock(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('retro-shop migrations'))");
    await migrate();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

/**
 * PostgreSQL's JIT compiler suits long analytical queries. On a larger shop the planner's cost estimates of page
 * queries (a collection sorted by best selling, the dashboard's reports) passed `jit_above_cost`, and compiling then
 * took many times longer than running the query; the shop's own connections turn it off.
 */
const POSTGRES_SESSION = { options: "-c jit=off" } as const;

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionError?: (err: Error) => void,
  onQuery?: QueryHook,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_TIMEOUTS, ...POSTGRES_SESSION });
  // Without a listener, an idle client's error (PostgreSQL restarted, say) would crash the process;
  // the pool drops that client and opens a new one on the next query.
  pool.on("error", (err) =>
    onConnectionError ? onConnectionError(err) : console.error(`PostgreSQL connection lost: ${err.message}`),
  );
  const db = drizzlePg(pool, { schema, casing: "snake_case", logger: queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    migrate: async () => {
      // A migration may build an index over many rows: no statement timeout here.
      const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
      migrationPool.on("error", () => {});
      try {
        await migratePg(drizzlePg(migrationPool, { schema, casing: "snake_case" }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await migrationPool.end();
      }
    },
  };
}

/**
 * Wraps an open PGlite: the server's, on its own thread (PgliteWorkerClient, ADR 001), or one in this
 * thread (the test template). `onQuery` sees every statement (to count SQL at the driver).
 */
export function pgliteHandle(
  client: PGlite | PgliteWorkerClient,
  onClose?: () => void,
  onQuery?: QueryHook,
): DatabaseHandle {
  // The worker client answers the calls drizzle-orm/pglite makes (query, transaction) the way PGlite does.
  const db = drizzlePglite(client as PGlite, {
    schema,
    casing: "snake_case",
    logger: queryLogger(onQuery),
  }) as unknown as Db;
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
    // Between two transactions, after a CHECKPOINT (see the worker's "backup" operation, ADR 088).
    dump: async () => {
      if (client instanceof PgliteWorkerClient) return new Blob([(await client.backupCopy()) as BlobPart]);
      return client.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        return client.dumpDataDir("gzip");
      });
    },
  };
}

async function openPglite(dataDir: string, onQuery?: QueryHook): Promise<DatabaseHandle> {
  const folder = path.resolve(dataDir, "pglite");
  // PGlite creates only the last folder of its path, and takes no lock of its own.
  fs.mkdirSync(folder, { recursive: true });
  const release = acquireFolderLock(path.resolve(dataDir, "pglite.lock"), folder);
  try {
    // Off the thread that renders pages: PGlite's WebAssembly runs synchronously (ADR 001).
    const client = await PgliteWorkerClient.open({ dataDir: folder });
    return pgliteHandle(client, release, onQuery);
  } catch (err) {
    release();
    throw err;
  }
}
