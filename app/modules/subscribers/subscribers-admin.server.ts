import { and, count, desc, gte, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailSubscribers } from "~/db/schema/subscribers";
import { pageWindow } from "~/lib/admin-query";
import { csvRow } from "~/lib/csv";

// The back office's view of the mailing list: a paginated table and a streamed CSV export.
// (The public sign-up lives in subscribers.server.ts.)
export const SUBSCRIBERS_PAGE_SIZE = 50;

export async function listSubscribers(db: Db, page: number) {
  const [{ total }] = await db.select({ total: count() }).from(emailSubscribers);
  const { pageCount } = pageWindow(total, page, SUBSCRIBERS_PAGE_SIZE);
  const rows = await db
    .select()
    .from(emailSubscribers)
    .orderBy(desc(emailSubscribers.subscribedAt), desc(emailSubscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    // not clamped to the last page, unlike the catalogue lists: a page past the end is empty
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE);
  return { subscribers: rows, total, page, pageCount };
}

export const SUBSCRIBER_CSV_HEADER = ["Email", "Subscribed At", "Status", "Source"];

/**
 * The whole list as CSV, newest first, read in batches by keyset (subscribed_at, id) so memory stays
 * flat however long the list is; each batch is sent as soon as it is read.
 */
export function subscribersCsvStream(db: Db, batchSize = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // The cursor keeps the timestamp as Postgres text: a JS Date would drop the microseconds and skip rows.
  let cursor: { at: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // A byte-order mark so Excel reads the file as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${csvRow(SUBSCRIBER_CSV_HEADER)}`));
          return;
        }
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
            source: emailSubscribers.source,
          })
          .from(emailSubscribers)
          .where(after)
          .orderBy(desc(emailSubscribers.subscribedAt), desc(emailSubscribers.id))
          .limit(batchSize);
        if (rows.length === 0) {
          controller.close();
          return;
        }
        const last = rows[rows.length - 1];
        cursor = { at: last.at, id: last.id };
        controller.enqueue(
          encoder.encode(
            rows
              .map((r) => csvRow([r.email, r.subscribedAt.toISOString(), r.isActive ? "Active" : "Inactive", r.source]))
              .join(""),
          ),
        );
      } catch (err) {
        controller.error(err);
      }
    },
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
