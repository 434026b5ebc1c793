// The orders CSV an accountant reads: one row per order line, money in pounds, UK dates.
import { and, asc, gte, inArray, lt } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";
import { csvRow } from "~/lib/csv";
import { parseInput } from "~/lib/validation";

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
 * The order-level figures (delivery, VAT, total, refunded) are on each order's first line only, so a
 * column's sum is the true sum over the orders; the other columns repeat so any row can be filtered.
 */
export function orderCsvRows(order: Order): string {
  const date = `${ukDay(order.orderDate)} ${UK_TIME.format(order.orderDate)}`;
  const payment = PAYMENT_STATE_LABELS[paymentStateOf(order)];
  const fulfilment = ORDER_STATUS_LABELS[order.status];
  return order.items
    .map((item, i) =>
      csvRow([
        order.orderNumber,
        date,
        order.customerName,
        order.email,
        item.name,
        item.variant ?? "",
        // the catalogue keeps no SKUs yet: the column is there for the accountant's template
        "",
        item.quantity,
        pounds(item.price),
        pounds(item.price * item.quantity),
        i === 0 ? pounds(order.shippingCost) : "",
        i === 0 ? pounds(order.vat) : "",
        i === 0 ? pounds(order.total) : "",
        i === 0 ? pounds(order.refundedTotal) : "",
        payment,
        fulfilment,
      ]),
    )
    .join("");
}

/** The file name for a query: the dates it covers, or the day a selection was exported. */
export function orderCsvFileName(query: OrderExportQuery, today = new Date()): string {
  return "from" in query ? `orders-${query.from}-to-${query.to}.csv` : `orders-selected-${ukDay(today)}.csv`;
}

/** The CSV, oldest order first, with a byte-order mark so Excel reads it as UTF-8. */
export async function ordersCsv(db: Db, query: OrderExportQuery): Promise<string> {
  let where;
  if ("id" in query) {
    where = inArray(orders.id, parseInput(OrderExportSelectionSchema, query).id);
  } else {
    const { from, to } = parseInput(OrderExportRangeSchema, query);
    where = and(gte(orders.orderDate, ukMidnight(from)), lt(orders.orderDate, ukMidnight(nextDay(to))));
  }
  const rows = await db.select().from(orders).where(where).orderBy(asc(orders.orderDate), asc(orders.id));
  return `\uFEFF${csvRow(ORDER_CSV_HEADER)}${rows.map(orderCsvRows).join("")}`;
}
