// The orders list as an operator triages it: tabs with their counts, and one period (a preset or a range of UK
// days) that the rows, the counts and the CSV all read, so what is exported is what is listed.
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, orderStateCountParts } from "~/db/schema/orders";

import { listOrdersForAdmin, orderListFilters } from "./order-admin.server";
import { ukDay, ukMidnight } from "./order-export.server";
import { UNFULFILLED_STATUSES, type OrderPeriod, type OrderTriageQuery, type OrderView } from "./order-triage.schema";

/** Whole UK days, both included; an open end is undefined. */
export type DayRange = { from?: string; to?: string };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The UK days a preset covers, counted back from today. */
export function presetRange(period: OrderPeriod, today: string): Required<DayRange> {
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The period a query asks for: a typed range wins over a preset; none is every day. */
export function orderPeriodOf(query: Pick<OrderTriageQuery, "period" | "from" | "to">, today: string): DayRange {
  if (query.from || query.to) return { from: query.from, to: query.to };
  return query.period ? presetRange(query.period, today) : {};
}

/** A range of UK days as a condition on when orders were placed. */
export function placedWithin(range: DayRange): SQL | undefined {
  const conditions = [];
  if (range.from) conditions.push(gte(orders.orderDate, ukMidnight(range.from)));
  if (range.to) conditions.push(lt(orders.orderDate, ukMidnight(addDays(range.to, 1))));
  return conditions.length ? and(...conditions) : undefined;
}

const unfulfilled = () => inArray(orders.status, [...UNFULFILLED_STATUSES]);

/** What a tab adds to the period's condition: Today is today whatever the period, Unfulfilled narrows it. */
function viewCondition(view: OrderView, period: DayRange, today: string): SQL | undefined {
  if (view === "today") return placedWithin({ from: today, to: today });
  const within = placedWithin(period);
  return view === "unfulfilled" ? and(unfulfilled(), within) : within;
}

/**
 * One tab's count, in a statement of its own: bounded by the tab's own condition, it is read from the index on
 * (status, placed) or on placed alone, never by filtering every order of the shop's history.
 */
async function countOrders(db: Db, common: SQL[], condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...common, condition));
  return row.count;
}

/**
 * A tab's count over every day under no search, at most a status and a payment state: the sum of the parts the
 * triggers keep (orderStateCountParts), not a count of the orders.
 */
async function keptCount(db: Db, list: Pick<OrderTriageQuery, "status" | "payment">, unfulfilledOnly: boolean) {
  const parts = orderStateCountParts;
  const [kept] = await db
    .select({ count: sql<number>`coalesce(sum(${parts.n}), 0)::int` })
    .from(parts)
    .where(
      and(
        list.status ? eq(parts.status, list.status) : undefined,
        list.payment ? eq(parts.payment, list.payment) : undefined,
        unfulfilledOnly ? inArray(parts.status, [...UNFULFILLED_STATUSES]) : undefined,
      ),
    );
  return kept.count;
}

/** One page of the chosen tab, each tab's count under the same search and filters, and the period in days. */
export async function listOrderTriage(db: Db, query: OrderTriageQuery, now = new Date()) {
  const today = ukDay(now);
  const period = orderPeriodOf(query, today);
  const { view, from: _from, to: _to, period: _period, ...list } = query;
  const common = orderListFilters(list);
  // every day, no search: the kept counts answer the tabs that are not bounded by a period
  const everyDay = !list.q && !period.from && !period.to;
  const count = (view: OrderView) =>
    everyDay && view !== "today"
      ? keptCount(db, list, view === "unfulfilled")
      : countOrders(db, common, viewCondition(view, period, today));
  const counts: Record<OrderView, number> = {
    unfulfilled: await count("unfulfilled"),
    today: await count("today"),
    all: await count("all"),
  };
  const page = await listOrdersForAdmin(db, list, viewCondition(view, period, today));
  return { ...page, counts, period, today, csv: csvRange(view, period, today) };
}

/** The days the list's CSV covers: the tab's and period's, or this month so far when the period is open. */
export function csvRange(view: OrderView, period: DayRange, today: string) {
  if (view === "today") return { from: today, to: today, unfulfilledOnly: false };
  const to = period.to ?? today;
  return { from: period.from ?? `${to.slice(0, 8)}01`, to, unfulfilledOnly: view === "unfulfilled" };
}
