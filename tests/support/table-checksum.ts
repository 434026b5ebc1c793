// A fingerprint of every table's contents (row count and the sum of a 64-bit hash of each row), to prove that a refused
// request wrote nothing. Tables come from the catalogue, so tables added later are covered too.
import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";

/** Columns that change on reads by design, not by the request's outcome. */
const VOLATILE: Record<string, string[]> = {
  // a signed-in user's session is touched at most once a minute, on any request
  sessions: ["last_seen_at"],
  // the stand-in card processor records a declined attempt's reason, as Stripe does
  test_payments: ["last_error", "updated_at"],
};

export type Checksum = Record<string, string>;

export async function tableChecksummer(db: Db): Promise<() => Promise<Checksum>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (VOLATILE[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const parts = [...byTable].map(
    ([table, cols]) =>
      `select ${quote(table).replace(/^"|"$/g, "'")} as t, ` +
      `count(*)::text || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0)::text as c ` +
      `from (select ${cols.map(quote).join(", ")} from ${quote(table)}) r`,
  );
  const query = sql.raw(parts.join(" union all "));
  return async () =>
    Object.fromEntries((await queryRows<{ t: string; c: string }>(db, query)).map((row) => [row.t, row.c]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Checksum, after: Checksum): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
