// The customers list as a CSV download, streamed: every customer (or those a search finds), in the list's order,
// read a batch at a time after the last batch's key through customers_keyset_idx, whatever the number of customers.
import { and, desc, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { customers } from "~/db/schema/customers";
import { batchedCsvStream } from "~/lib/csv-stream.server";
import { parseInput } from "~/lib/validation";
import { pounds, ukDay } from "~/modules/orders/order-export.server";

import { CustomerListQuerySchema, NEWSLETTER_LABELS, type CustomerListQuery } from "./customers.schema";
import { customerRow, customersMatching, customerSortKey, newsletterOf } from "./customers.server";

export const CUSTOMER_CSV_HEADER = ["Email", "Name", "Orders", "Spend", "Last order", "Newsletter"];

/** The file name of an export taken on `today`. */
export const customerCsvFileName = (today = new Date()) => `customers-${ukDay(today)}.csv`;

/** The customers CSV, most recent order first; checked before a byte is sent, so a bad search is a 400. */
export function customersCsvStream(db: Db, query: Pick<CustomerListQuery, "search"> = {}, batchSize = 1000) {
  const { search } = parseInput(CustomerListQuerySchema, query);
  const matches = customersMatching(search);
  return batchedCsvStream<[string, string]>(CUSTOMER_CSV_HEADER, batchSize, async (cursor, limit) => {
    const edge = cursor
      ? sql`(${customerSortKey}, ${customers.email}) < (${cursor[0]}::timestamptz, ${cursor[1]})`
      : undefined;
    const rows = await db
      .select(customerRow)
      .from(customers)
      .where(and(matches, edge))
      .orderBy(desc(customerSortKey), desc(customers.email))
      .limit(limit);
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1];
    return {
      last: [last.key, last.email],
      rows: rows.map((c) => [
        c.email,
        c.name ?? "",
        c.orderCount,
        pounds(c.spend),
        c.lastOrderAt ? ukDay(c.lastOrderAt) : "",
        NEWSLETTER_LABELS[newsletterOf(c.subscribed)],
      ]),
    };
  });
}
