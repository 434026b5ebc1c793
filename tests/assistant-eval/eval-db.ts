// The database the built-in planner reads during the evaluation. Planning changes nothing in the eval's shop, so
// each of the corpus's requests would send PGlite the same reads of the catalogue, orders, reviews and promotions
// again, and those round trips are most of what the corpus costs. On PGlite this handle sends each distinct read
// once and answers it again with a copy of its rows; Drizzle and the modules' own functions still run for every
// request, so the planner gets what a fresh read gives. Anything but a select, and every statement in a
// transaction, goes to the database. On PostgreSQL the planner reads the database itself.
import { pgliteHandle, type Db } from "~/db/client.server";
import type { PgliteWorkerClient } from "~/db/pglite-worker-client.server";

import type { TestDatabase } from "../support/test-db";

const READ = /^\s*select\b/i;

export function evalReadsDb(database: TestDatabase): Db {
  const client = database.pglite;
  if (!client) return database.db;
  const answered = new Map<string, Promise<unknown>>();
  const query = async <T>(...[sql, params, options]: Parameters<PgliteWorkerClient["query"]>) => {
    if (!READ.test(sql)) return client.query<T>(sql, params, options);
    const key = JSON.stringify([sql, params, options?.rowMode, Object.keys(options?.parsers ?? {})]);
    if (!answered.has(key)) answered.set(key, client.query<T>(sql, params, options));
    return structuredClone(await answered.get(key)) as Awaited<ReturnType<typeof client.query<T>>>;
  };
  const reads = new Proxy(client, {
    get: (target, name) => {
      if (name === "query") return query;
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return pgliteHandle(reads).db;
}
