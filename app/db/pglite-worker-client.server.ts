import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

// The server's side of the embedded database thread (`pglite-worker.mjs`, ADR 001). It offers the
// part of PGlite's interface that drizzle-orm/pglite uses — query, exec, transaction — so Drizzle,
// the migrator and every module work unchanged. Messages on one port keep their order; PGlite's own
// locks in the worker keep an interactive transaction exclusive (other queries wait for its end), and
// savepoints are ordinary statements inside it.

export const PGLITE_WORKER_FILE = path.resolve(process.cwd(), "app/db/pglite-worker.mjs");

/** Enough shared buffers for the shop's working set; see the worker for why not Postgres' 128 MB. */
const SHARED_BUFFERS = "32MB";

/**
 * The thread's JavaScript only passes messages and rows, which die young; V8's default young generation (touched under
 * load and never given back) held only a little of them. Capping it lowered the shop's peak memory under load
 * (docs/performance.md). PGlite's own memory is WebAssembly's, outside this limit (docs/decisions/104).
 */
const WORKER_YOUNG_GENERATION_MB = 6;

type Field = { name: string; dataTypeID: number };
export type WorkerResults<T = unknown> = { rows: T[]; fields: Field[]; affectedRows?: number };
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

export type WorkerTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerResults<T>>;
  exec(sql: string): Promise<WorkerResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** A database error as the worker saw it: same message, code, constraint and detail. */
function rebuildError(error: Reply["error"] & {}): Error {
  const { message, name, ...fields } = error;
  const err = Object.assign(new Error(message), fields);
  if (typeof name === "string") err.name = name;
  return err;
}

export class PgliteWorkerClient {
  private nextId = 1;
  private nextTransaction = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private stopped?: Error;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on("error", (err) => this.fail(err));
    worker.on("exit", (code) => this.fail(new Error(`The embedded database stopped (thread exit code ${code}).`)));
  }

  /** Starts the thread and opens the database: a data folder, or a dumped data folder (tests). */
  static async open(source: { dataDir?: string; loadDataDir?: Uint8Array }): Promise<PgliteWorkerClient> {
    if (source.dataDir && !fs.existsSync(path.join(source.dataDir, "PG_VERSION")))
      await createDataFolder(source.dataDir);
    return PgliteWorkerClient.start(source);
  }

  private static async start(source: { dataDir?: string; loadDataDir?: Uint8Array }): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(
      new Worker(PGLITE_WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }),
    );
    try {
      await client.call({ op: "open", ...source, sharedBuffers: SHARED_BUFFERS });
    } catch (err) {
      await client.worker.terminate();
      throw err;
    }
    return client;
  }

  private fail(err: Error) {
    this.stopped ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private runQuery<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    // Drizzle's parsers only keep some types (timestamps, dates, intervals) as text; the worker applies
    // the same identity parsers by type id, since functions cannot be sent to another thread.
    const textOids = Object.keys(options?.parsers ?? {}).map(Number);
    return this.call<WorkerResults<T>>({
      op: "query",
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      textOids,
      tx,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerResults<T>> {
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string): Promise<WorkerResults[]> {
    return this.call({ op: "exec", sql });
  }

  /** BEGIN ... COMMIT, or ROLLBACK when the callback throws; the worker is exclusive to it meanwhile. */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++;
    await this.call({ op: "begin", tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => {
        open();
        return this.runQuery(sql, params, options, id);
      },
      exec: async (sql) => {
        open();
        return this.call({ op: "exec", sql, tx: id });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: "end", tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: "end", tx: id, commit: true });
      }
      return result;
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: "end", tx: id, commit: false });
      }
      throw err;
    }
  }

  /** The data folder as a tar file (what PGlite's dumpDataDir gives). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.call({ op: "dump" });
  }

  /** A gzipped tar of the data folder taken between two transactions, for backups (ADR 088). */
  backupCopy(): Promise<Uint8Array> {
    return this.call({ op: "backup" });
  }

  async close(): Promise<void> {
    try {
      if (!this.stopped) await this.call({ op: "close" });
    } finally {
      await this.worker.terminate();
    }
  }
}

/**
 * A new folder: PGlite runs initdb in a second Postgres instance. Its memory stayed resident even when it
 * ran on a thread that then ended (the WebAssembly code and the allocator's arenas), so the
 * folder is created by the worker file in a child process, which gives everything back when it exits.
 */
function createDataFolder(dataDir: string): Promise<void> {
  const child = fork(PGLITE_WORKER_FILE, [], {
    serialization: "advanced",
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    child.on("message", (reply: Reply) => {
      if (reply.error) {
        failure = rebuildError(reply.error);
        child.kill();
      } else if (reply.id === 1) child.send({ id: 2, op: "close" });
      else child.disconnect(); // closed: nothing keeps the process alive any more
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new Error(`Creating the embedded database in ${dataDir} failed (process exit code ${code}).`));
    });
    child.send({ id: 1, op: "open", dataDir, sharedBuffers: SHARED_BUFFERS });
  });
}
