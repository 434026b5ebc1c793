// The component tests' database: a migrated PGlite in the test's own thread, opened once per worker from the
// template the global setup builds (tests/support/global-db-setup.ts), and emptied between tests. Component tests
// seed it with the shared factories and reach it only through real loaders and actions (stored-cart.ts).
import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

import { PGLITE_EXTENSIONS, pgliteHandle, type Db } from "~/db/client.server";

import { resetDb } from "./test-db";
import { PGLITE_TEMPLATE_FILE } from "./test-db-names";

let opened: Promise<Db> | undefined;

/** A test going through the real cart code waits on PGlite in its own thread: it gets an integration test's time. */
export const DB_TEST_MS = 30_000;

/** Loading the template into a PGlite takes seconds on a busy machine: longer than a test is given, so a file's
 * beforeAll opens it (`beforeAll(openStoredCart, OPENING_DB_MS)`, stored-cart.ts). */
export const OPENING_DB_MS = 60_000;

// whether a test reached the database since it was last emptied: the worker's other component files need no emptying
let used = false;

/** The worker's database, opened at the first test that needs it (the files of a worker share it). */
export function componentDb(): Promise<Db> {
  used = true;
  opened ??= (async () => {
    const client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([new Uint8Array(fs.readFileSync(PGLITE_TEMPLATE_FILE))]),
    });
    const { db } = pgliteHandle(client);
    // emptied once here as after each test: PGlite's first pass over every table costs seconds, paid while opening
    await resetDb(db);
    return db;
  })();
  return opened;
}

/** Empties the database after a test that opened it, so the next one starts from the template's state. */
export async function emptyComponentDb() {
  if (!opened || !used) return;
  used = false;
  await resetDb(await opened);
}
