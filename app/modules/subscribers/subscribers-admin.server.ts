import { and, count, desc, gte, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailSubscribers, subscriberCountParts } from "~/db/schema/subscribers";
import { batchedCsvStream } from "~/lib/csv-stream.server";
import { KeysetQuerySchema, type KeysetQuery } from "~/lib/keyset";
import { keysetPage, timeIdKeyset } from "~/lib/keyset.server";

import { subscriberStatus } from "./subscriber-status";

// The back office's view of the mailing list: a paginated table and a streamed CSV export.
// (The public sign-up lives in subscribers.server.ts.)
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** How many subscribers there are, from the parts the triggers keep (subscriberCountParts), not a count of the list. */
const subscriberTotal = (db: Db) =>
  db.select({ total: sql<number>`coalesce(sum(${subscriberCountParts.n}), 0)::int` }).from(subscriberCountParts);

/**
 * A page of the mailing list, newest first, in keyset pages (first, previous, next, last) read from the
 * (subscribed_at, id) index: no OFFSET, so the last page costs what the first does, and the total is the kept count.
 */
export async function listSubscribers(db: Db, query: KeysetQuery = {}) {
  const keyset = KeysetQuerySchema.parse(query);
  const [[{ total }], page] = await Promise.all([
    subscriberTotal(db),
    keysetPage(keyset, SUBSCRIBERS_PAGE_SIZE, 2, async (read) => {
      const { edge, orderBy, atText } = timeIdKeyset(emailSubscribers.subscribedAt, emailSubscribers.id, read);
      const rows = await db
        .select({ subscriber: emailSubscribers, at: atText })
        .from(emailSubscribers)
        .where(edge)
        .orderBy(...orderBy)
        .limit(read.limit);
      return rows.map(({ subscriber, at }) => ({ row: subscriber, key: [at, subscriber.id] }));
    }),
  ]);
  const { rows: subscribers, ...pages } = page;
  return { subscribers, total, pages };
}

export const SUBSCRIBER_CSV_HEADER = ["Email", "Subscribed At", "Status", "Source"];

/**
 * The whole list as CSV, newest first, read in batches by keyset (subscribed_at, id) so memory stays
 * flat however long the list is; each batch is sent as soon as it is read.
 */
export function subscribersCsvStream(db: Db, batchSize = 1000): ReadableStream<Uint8Array> {
  // The cursor keeps the timestamp as Postgres text: a JS Date would drop the microseconds and skip rows.
  return batchedCsvStream<{ at: string; id: string }>(SUBSCRIBER_CSV_HEADER, batchSize, async (cursor, limit) => {
    const after = cursor
      ? sql`(${emailSubscribers.subscribedAt}, ${emailSubscribers.id}) < (${cursor.at}::timestamptz,
        ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        id: emailSubscribers.id,
        email: emailSubscribers.email,
        subscribedAt: emailSubscribers.subscribedAt,
        at: sql<string>`${emailSubscribers.subscribedAt}::text`,
        isActive: emailSubscribers.isActive,
        confirmedAt: emailSubscribers.confirmedAt,
        source: emailSubscribers.source,
      })
      .from(emailSubscribers)
      .where(after)
      .orderBy(desc(emailSubscribers.subscribedAt), desc(emailSubscribers.id))
      .limit(limit);
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1];
    return {
      last: { at: last.at, id: last.id },
      rows: rows.map((r) => [r.email, r.subscribedAt.toISOString(), subscriberStatus(r), r.source]),
    };
  });
}

/** Who joined the mailing list from `from` (and before `to`): how many, and the newest of them. */
export async function listSubscribersJoined(
  db: Db,
  { from = null, to = null, limit = 20 }: { from?: Date | null; to?: Date | null; limit?: number } = {},
) {
  const where = and(
    from ? gte(emailSubscribers.subscribedAt, from) : undefined,
    to ? lt(emailSubscribers.subscribedAt, to) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(emailSubscribers).where(where);
  const newest = await db
    .select()
    .from(emailSubscribers)
    .where(where)
    .orderBy(desc(emailSubscribers.subscribedAt), desc(emailSubscribers.id))
    .limit(limit);
  return { total, newest };
}
