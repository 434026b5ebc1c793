// How many rows a table holds (those matching `where`, if given): what a test checks when an action must
// write nothing, or exactly one row.
import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/client.server";

export async function countRows(db: Db, table: PgTable, where?: SQL) {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}
