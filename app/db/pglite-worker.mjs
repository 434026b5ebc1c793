// The embedded database's own thread (docs/decisions/001-the-database-one-postgres-dialect-on-its-own-thread.md).
// PGlite runs Postgres compiled to WebAssembly synchronously: on the thread that renders pages, every
// query blocked the event loop, and its queue of waiting queries drained in one long run of
// microtasks (seconds under load). Here it runs beside the server; `pglite-worker-client.server.ts`
// speaks to it with messages. Plain JavaScript, so the same file runs from the production bundle,
// the dev server and the tests.
import { Blob } from "node:buffer";
import { parentPort } from "node:worker_threads";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// A worker thread, or a child process when the client only creates a new data folder (initdb): a
// process gives all of initdb's memory back when it exits, a thread does not.
const port = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};

/** @type {import("@electric-sql/pglite").PGlite | undefined} */
let db;
/** open interactive transactions by id: the PGlite transaction and how to end it */
const transactions = new Map();
const identity = (value) => value;

/** Options for PGlite's query from what the client sent (parsers cannot cross threads). */
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.textOids ?? []) parsers[oid] = identity;
  return { rowMode: message.rowMode, parsers };
}

/** The fields of a database error that callers read (code, constraint, detail, ...). */
function serializeError(err) {
  const out = { name: err?.name ?? "Error", message: err?.message ?? String(err) };
  if (err && typeof err === "object") {
    for (const [key, value] of Object.entries(err)) {
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

function target(message) {
  if (!message.tx) return db;
  const open = transactions.get(message.tx);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

/** Starts a transaction that stays open, holding PGlite's transaction lock, until `end` arrives. */
function begin(id) {
  return new Promise((started, failed) => {
    let opened = false;
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          opened = true;
          transactions.set(id, { tx, commit, rollback, done });
          started(null);
        }),
    );
    // Record the outcome on the entry, so `end` can report COMMIT's own failure.
    done.catch((err) => {
      if (!opened) failed(err);
    });
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  transactions.delete(id);
  const rolledBack = new Error("rolled back");
  if (commit) open.commit(undefined);
  else open.rollback(rolledBack);
  try {
    await open.done;
  } catch (err) {
    if (err !== rolledBack) throw err;
  }
  return null;
}

async function handle(message) {
  switch (message.op) {
    case "open": {
      const { dataDir, loadDataDir, sharedBuffers } = message;
      db = await PGlite.create(dataDir, {
        extensions: { pg_trgm },
        ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
        // Postgres' default 128 MB of shared buffers is touched at start (resident memory) and is
        // far more than a shop's catalogue needs; the operating system caches the files anyway.
        startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
      });
      return null;
    }
    case "query": {
      const result = await target(message).query(message.sql, message.params, queryOptions(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      const results = await target(message).exec(message.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case "begin":
      return begin(message.tx);
    case "end":
      return end(message.tx, message.commit);
    case "dump": {
      const file = await db.dumpDataDir("none");
      return new Uint8Array(await file.arrayBuffer());
    }
    case "backup": {
      // For `npm run backup` (ADR 088): inside a transaction of its own, so it holds PGlite's
      // transaction lock (every statement and transaction takes it) and the copy falls between two
      // transactions; CHECKPOINT first writes everything committed into the data files.
      const file = await db.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        return db.dumpDataDir("gzip");
      });
      return new Uint8Array(await file.arrayBuffer());
    }
    case "close":
      await db?.close();
      db = undefined;
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on("message", (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (err) => port.postMessage({ id: message.id, error: serializeError(err) }),
  );
});
