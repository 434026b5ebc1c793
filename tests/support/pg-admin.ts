// Throwaway databases on a PostgreSQL server, for tests and benchmarks: created and dropped through
// the server's maintenance database, each statement on a connection of its own.
import pg from "pg";

import { withDatabase } from "./test-db-names";

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type PgDatabase = { url: string; drop(): Promise<void> };

/**
 * A new database `name` on serverUrl's server (a copy of `template` when given); `drop` removes it even while
 * connections are open.
 */
export async function createPgDatabase(
  serverUrl: string,
  name: string,
  { template }: { template?: string } = {},
): Promise<PgDatabase> {
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
