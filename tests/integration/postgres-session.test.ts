// The shop's database sessions never JIT-compile a query: on a larger shop PostgreSQL's planner priced some page
// queries above jit_above_cost, and compiling them took far longer than running them.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { queryRows } from "~/db/client.server";

import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

// PGlite is built without a JIT compiler, whatever its setting says
it.runIf(process.env.TEST_DB_KIND === "postgres")("runs every query without JIT compilation", async () => {
  const [{ jit }] = await queryRows<{ jit: string }>(db, sql`select current_setting('jit') as jit`);
  expect(jit).toBe("off");
});
