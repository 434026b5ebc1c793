// Keyset pages on the server: cursors, and one page read through the list's own query (keyset.ts).
import { asc, desc, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";

import type { KeysetLinks, KeysetQuery, KeysetQuerySchema } from "./keyset";

/** A cursor from a row's sort key (each part as text). */
export function encodeCursor(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts), "utf8").toString("base64url");
}

/** The parts of a cursor with `count` parts, or null for anything else (a tampered or stale link). */
export function decodeCursor(cursor: string | undefined, count: number): string[] | null {
  if (!cursor) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return Array.isArray(parts) && parts.length === count && parts.every((p) => typeof p === "string")
      ? (parts as string[])
      : null;
  } catch {
    return null;
  }
}

/**
 * What one read of the list is asked to do: rows `before` or `after` the cursor in the list's order (or from
 * an end), read `newestFirst` (the list's order) or from the other end, at most `limit` of them.
 */
export type KeysetRead = { cursor: string[] | null; side: "after" | "before" | null; fromEnd: boolean; limit: number };

export type KeysetPage<T> = KeysetLinks & { rows: T[] };

/**
 * One page of a keyset list. `read` returns rows in the list's order when `fromEnd` is false and in the
 * opposite order when it is true (reading backwards from a cursor or from the last row), each with its key.
 */
export async function keysetPage<T>(
  query: z.output<typeof KeysetQuerySchema>,
  size: number,
  parts: number,
  read: (r: KeysetRead) => Promise<{ row: T; key: string[] }[]>,
): Promise<KeysetPage<T>> {
  const after = decodeCursor(query.after, parts);
  const before = after ? null : decodeCursor(query.before, parts);
  let rows: { row: T; key: string[] }[];
  let morePrevious: boolean;
  let moreNext: boolean;
  if (before) {
    const got = await read({ cursor: before, side: "before", fromEnd: true, limit: size + 1 });
    morePrevious = got.length > size;
    rows = got.slice(0, size).reverse();
    moreNext = true;
  } else if (query.last && !after) {
    const got = await read({ cursor: null, side: null, fromEnd: true, limit: size + 1 });
    morePrevious = got.length > size;
    rows = got.slice(0, size).reverse();
    moreNext = false;
  } else {
    const got = await read({ cursor: after, side: after ? "after" : null, fromEnd: false, limit: size + 1 });
    moreNext = got.length > size;
    rows = got.slice(0, size);
    morePrevious = Boolean(after);
  }
  if (!rows.length) return { rows: [], previous: null, next: null, hasFirst: false, hasLast: false };
  return {
    rows: rows.map((r) => r.row),
    previous: morePrevious ? encodeCursor(rows[0].key) : null,
    next: moreNext ? encodeCursor(rows[rows.length - 1].key) : null,
    hasFirst: morePrevious,
    hasLast: moreNext,
  };
}

/** A keyset list's page parameters from its address (`after`, `before`, `last`). */
export function keysetParams(request: Request): KeysetQuery {
  const params = new URL(request.url).searchParams;
  return {
    after: params.get("after") ?? undefined,
    before: params.get("before") ?? undefined,
    last: params.get("last") ?? undefined,
  };
}

/**
 * The parts of a read of a newest-first list keyed (timestamp, uuid): the condition for the rows past the cursor
 * on its side, the order to read in, and the timestamp as text exact to the microsecond (the cursor's first part).
 */
export function timeIdKeyset(at: PgColumn, id: PgColumn, { cursor, side, fromEnd }: KeysetRead) {
  const key = sql`(${at}, ${id})`;
  const edge = cursor
    ? side === "after"
      ? sql`${key} < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
      : sql`${key} > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;
  const orderBy = fromEnd ? [asc(at), asc(id)] : [desc(at), desc(id)];
  return { edge, orderBy, atText: sql<string>`to_json(${at}) #>> '{}'` };
}
