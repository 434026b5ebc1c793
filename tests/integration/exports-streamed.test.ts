// The back office's CSV downloads on a shop with years of history (the scale seed): each is read from the database
// a batch at a time and sent as it is read, and the file is byte for byte the one built from every row at once.
import { asc, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { orders } from "~/db/schema/orders";
import { csvRow } from "~/lib/csv";
import { skusOf } from "~/modules/catalog/variant-skus.server";
import { customersCsvStream } from "~/modules/customers/customers-export.server";
import {
  CLICK_AND_DROP_HEADER,
  clickAndDropRow,
  ORDER_CSV_HEADER,
  orderCsvRows,
  orderExportWhere,
  ordersCsvStream,
} from "~/modules/orders/order-export.server";
import { subscribersCsvStream } from "~/modules/subscribers/subscribers-admin.server";
import { loader as exportLoader } from "~/routes/admin/orders-export";

import { seedScale } from "../../scripts/scale-seed";
import { createAdminSession } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { testDb } from "../support/test-db";

const statements: string[] = [];
const { db } = await testDb({ onQuery: (query) => statements.push(query) });
const ORDERS = 2_500;

beforeAll(async () => {
  await seedScale(db, { products: 12, orders: ORDERS, customers: 900 });
}, 300_000);

/** The whole orders file built in one go from every order the query selects, oldest first. */
async function wholeOrdersCsv(where: SQL | undefined, format: "lines" | "click-and-drop" = "lines") {
  const list = await db.select().from(orders).where(where).orderBy(asc(orders.orderDate), asc(orders.id));
  if (format === "click-and-drop") return `\uFEFF${csvRow(CLICK_AND_DROP_HEADER)}${list.map(clickAndDropRow).join("")}`;
  const skus = await skusOf(
    db,
    list.flatMap((o) => o.items),
  );
  return `\uFEFF${csvRow(ORDER_CSV_HEADER)}${list.map((o) => orderCsvRows(o, skus)).join("")}`;
}

/** The bytes a stream sends, BOM included (Response.text() would drop it). */
const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

const download = async (query: string, cookie: string) =>
  (await exportLoader(
    routeArgs(db, new Request(`http://localhost/admin/dashboard/orders/export?${query}`, { headers: { cookie } })),
  )) as Response;

describe("CSV downloads of a shop with years of orders", () => {
  it("stream the same bytes as the whole file built from every row, for every range and layout", async () => {
    const all = orderExportWhere({ all: true });
    const streamed = await bytesOf(ordersCsvStream(db, all));
    expect(streamed).toBe(await wholeOrdersCsv(all));
    expect(streamed.split("\r\n").length).toBeGreaterThan(ORDERS);

    const year = orderExportWhere({ from: "2025-01-01", to: "2025-12-31" });
    expect(await bytesOf(ordersCsvStream(db, year))).toBe(await wholeOrdersCsv(year));
    const unfulfilled = orderExportWhere({ all: true }, { unfulfilledOnly: true });
    expect(await bytesOf(ordersCsvStream(db, unfulfilled, "click-and-drop"))).toBe(
      await wholeOrdersCsv(unfulfilled, "click-and-drop"),
    );

    // customers and subscribers: read in batches of 7 or of 1,000, the file is the same
    const customers = await bytesOf(customersCsvStream(db));
    expect(customers.split("\r\n").length).toBeGreaterThan(900);
    expect(await bytesOf(customersCsvStream(db, {}, 7))).toBe(customers);
    const subscribers = await bytesOf(subscribersCsvStream(db));
    expect(subscribers.split("\r\n").length).toBeGreaterThan(100);
    expect(await bytesOf(subscribersCsvStream(db, 7))).toBe(subscribers);
  }, 120_000);

  it("sends the first orders before reading the last, in many chunks, never the whole file at once", async () => {
    const { cookie } = await createAdminSession(db);
    const response = await download("all=1", cookie);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    statements.length = 0;
    const readsOfOrders = () => statements.filter((s) => /from "orders"/.test(s)).length;

    const header = await reader.read();
    const firstOrders = await reader.read();
    expect(new TextDecoder().decode(firstOrders.value).split("\r\n").length).toBeGreaterThan(10);
    // the download has started, and only the first batch of orders has been read
    expect(readsOfOrders()).toBe(1);

    let chunks = 2;
    let largest = Math.max(header.value!.byteLength, firstOrders.value!.byteLength);
    let bytes = largest;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks++;
      largest = Math.max(largest, next.value.byteLength);
      bytes += next.value.byteLength;
    }
    expect(readsOfOrders()).toBeGreaterThan(ORDERS / 200);
    expect(chunks).toBeGreaterThan(ORDERS / 200);
    expect(largest).toBeLessThan(bytes / 10);
  }, 120_000);
});
