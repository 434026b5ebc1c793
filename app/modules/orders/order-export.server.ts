// The orders CSV an accountant or a dispatcher reads: one row per order line, money in pounds, UK dates; or the
// same orders as Royal Mail Click & Drop imports them.
import { and, asc, gte, inArray, lt, sql, type SQL } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";
import { csvRow } from "~/lib/csv";
import { CSV, download } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { skuKey, skusOf } from "~/modules/catalog/variant-skus.server";

import { carrierName } from "./carriers";
import { deliveryMethodName, UNFULFILLED_STATUSES } from "./order-triage.schema";
import {
  ORDER_STATUS_LABELS,
  OrderExportRangeSchema,
  OrderExportSelectionSchema,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  type OrderExportQuery,
} from "./orders.schema";

export const ORDER_CSV_HEADER = [
  "Order number",
  "Order date",
  "Customer",
  "Email",
  "Item",
  "Variant",
  "SKU",
  "Quantity",
  "Unit price",
  "Line total",
  "Delivery",
  "VAT contained",
  "Order total",
  "Refunded",
  "Payment status",
  "Fulfilment status",
  "Delivery method",
  "Carrier",
  "Tracking number",
  "Discount code",
  "Discount",
  "Shipping name",
  "Address line 1",
  "Address line 2",
  "City",
  "Postcode",
  "Country",
  "Phone",
];

const UK_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const UK_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });
const UK_HOUR = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "numeric", hourCycle: "h23" });

/** The UK calendar day of an instant, "2026-07-01". */
export const ukDay = (at: Date) => UK_DAY.format(at);

/** 1234 -> "12.34": a number a spreadsheet sums, without the pound sign. */
export const pounds = (pence: number) => (pence / 100).toFixed(2);

/** Midnight of a UK calendar day ("2026-07-01") as an instant: UK clocks are UTC or one hour ahead. */
export function ukMidnight(day: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  return new Date(utc.getTime() - Number(UK_HOUR.format(utc)) * 3_600_000);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The order-level figures (delivery, VAT, total, refunded, discount) are on each order's first line only, so a
 * column's sum is the true sum over the orders; the other columns repeat so any row can be filtered.
 */
export function orderCsvRows(order: Order, skus: Map<string, string> = new Map()): string {
  const date = `${ukDay(order.orderDate)} ${UK_TIME.format(order.orderDate)}`;
  const payment = PAYMENT_STATE_LABELS[paymentStateOf(order)];
  const fulfilment = ORDER_STATUS_LABELS[order.status];
  const address = order.shippingAddress;
  return order.items
    .map((item, i) =>
      csvRow([
        order.orderNumber,
        date,
        order.customerName,
        order.email,
        item.name,
        item.variant ?? "",
        skus.get(skuKey(item.type, item.productId, item.variant)) ?? "",
        item.quantity,
        pounds(item.price),
        pounds(item.price * item.quantity),
        i === 0 ? pounds(order.shippingCost) : "",
        i === 0 ? pounds(order.vat) : "",
        i === 0 ? pounds(order.total) : "",
        i === 0 ? pounds(order.refundedTotal) : "",
        payment,
        fulfilment,
        deliveryMethodName(order.shippingMethod),
        order.carrier ? carrierName(order.carrier) : "",
        order.trackingNumber ?? "",
        order.discountCode ?? "",
        i === 0 && order.discount ? pounds(order.discount) : "",
        ...postalCells(address),
        address.phone,
      ]),
    )
    .join("");
}

/** An address as both layouts write it: the name, then the postal lines in order. */
const postalCells = (address: Order["shippingAddress"]) => [
  address.fullName,
  address.streetAddress,
  address.apartment,
  address.city,
  address.postcode,
  address.country,
];

/** Where the Click & Drop file is downloaded: its own address, as it needs less than the orders CSV. */
export const CLICK_AND_DROP_PATH = "/admin/dashboard/orders/export/click-and-drop";

/** The orders CSV's layouts: a row per line (accounts, dispatch), or Royal Mail Click & Drop's order import. */
export const ORDER_CSV_FORMATS = ["lines", "click-and-drop"] as const;
export type OrderCsvFormat = (typeof ORDER_CSV_FORMATS)[number];

/**
 * Click & Drop's import fields by their names in Royal Mail's specification: one row per parcel (order). Only
 * who and where: the import needs no money (its sub-total, shipping cost and total are optional), and the file
 * is Fulfilment's, who are not shown the orders' money.
 */
export const CLICK_AND_DROP_HEADER = [
  "Order reference",
  "Date",
  "Full name",
  "Address line 1",
  "Address line 2",
  "City",
  "Postcode",
  "Country",
  "Email",
  "Phone",
];

/** An order as Click & Drop imports it; its date is dd/mm/yy, as the import expects. */
export function clickAndDropRow(order: Order): string {
  const day = ukDay(order.orderDate);
  const address = order.shippingAddress;
  return csvRow([
    order.orderNumber,
    `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`,
    ...postalCells(address),
    order.email,
    address.phone,
  ]);
}

/** The file name for a query: the dates it covers, or the day a selection was exported; Click & Drop says so. */
function orderCsvFileName(query: OrderExportQuery, today = new Date(), format: OrderCsvFormat = "lines"): string {
  const name =
    "from" in query
      ? `orders-${query.from}-to-${query.to}`
      : "all" in query
        ? `orders-all-to-${ukDay(today)}`
        : `orders-selected-${ukDay(today)}`;
  return format === "click-and-drop" ? `click-and-drop-${name}.csv` : `${name}.csv`;
}

/**
 * An export link's query: the ticked orders (`id`, repeated), every order (`all=1`) or the UK days `from`..`to`;
 * `view=unfulfilled` keeps only the orders still to send.
 */
function orderExportQueryOf(params: URLSearchParams): { query: OrderExportQuery; unfulfilledOnly: boolean } {
  const query: OrderExportQuery = params.has("id")
    ? { id: params.getAll("id") }
    : params.get("all") === "1"
      ? { all: true as const }
      : { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  return { query, unfulfilledOnly: params.get("view") === "unfulfilled" };
}

/**
 * An export link's answer: the orders its query asks for, in `format`, as a download named for its dates. A bad
 * query throws here, before any of the file is sent.
 */
export function ordersCsvDownload(db: Db, params: URLSearchParams, format: OrderCsvFormat): Response {
  const { query, unfulfilledOnly } = orderExportQueryOf(params);
  const where = orderExportWhere(query, { unfulfilledOnly });
  return download(ordersCsvStream(db, where, format), orderCsvFileName(query, new Date(), format), CSV);
}

/** Which orders a query asks for, checked before a byte is sent so a bad date is a 400, not a broken download. */
export function orderExportWhere(query: OrderExportQuery, { unfulfilledOnly = false } = {}): SQL | undefined {
  if ("id" in query) return inArray(orders.id, parseInput(OrderExportSelectionSchema, query).id);
  const unfulfilled = unfulfilledOnly ? inArray(orders.status, [...UNFULFILLED_STATUSES]) : undefined;
  if ("all" in query) return unfulfilled;
  const { from, to } = parseInput(OrderExportRangeSchema, query);
  const placed = and(gte(orders.orderDate, ukMidnight(from)), lt(orders.orderDate, ukMidnight(nextDay(to))));
  return and(placed, unfulfilled);
}

const BATCH = 200;
const encoder = new TextEncoder();

/**
 * The CSV, oldest order first, with a byte-order mark so Excel reads it as UTF-8. Streamed a batch of orders at
 * a time, each batch starting after the last one's (date, id), so the memory it takes stays that of one batch
 * however many orders the range holds, and no transaction is held open while the download is read.
 */
export function ordersCsvStream(db: Db, where: SQL | undefined, format: OrderCsvFormat = "lines") {
  let after: { date: string; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = format === "click-and-drop" ? CLICK_AND_DROP_HEADER : ORDER_CSV_HEADER;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
        return;
      }
      const rows = await db
        .select({ order: orders, dateKey: sql<string>`${orders.orderDate}::text` })
        .from(orders)
        .where(
          and(
            where,
            after ? sql`(${orders.orderDate}, ${orders.id}) > (${after.date}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(orders.orderDate), asc(orders.id))
        .limit(BATCH);
      if (rows.length === 0) return controller.close();
      const last = rows[rows.length - 1];
      after = { date: last.dateKey, id: last.order.id };
      const list = rows.map((r) => r.order);
      const text = format === "click-and-drop" ? list.map(clickAndDropRow).join("") : await linesText(db, list);
      controller.enqueue(encoder.encode(text));
      if (rows.length < BATCH) controller.close();
    },
  });
}

async function linesText(db: Db, list: Order[]) {
  const skus = await skusOf(
    db,
    list.flatMap((o) => o.items),
  );
  return list.map((o) => orderCsvRows(o, skus)).join("");
}
