// The dashboard's sales over a period: the figures an owner checks each morning (revenue kept, orders,
// average order value, refunds), each beside the same figures for the period before, revenue per day, and
// the best sellers by units and by revenue. Days are UK days, as the orders list's are; every figure is read
// from the daily rollups, today's included (kept exact by the order path's triggers).
import type { Db } from "~/db/client.server";

import { ukDay, ukMidnight } from "./order-export.server";
import type { PeriodFigures, PeriodReport, ReportPeriod } from "./period-report.schema";
import { getDailyRevenue, getDailyTakings, listDailyBestSellers } from "./sales-days.server";

/** The UK day `days` after `day` (before, when negative), "2026-07-01". */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function figures(db: Db, from: Date, to: Date): Promise<PeriodFigures> {
  const takings = await getDailyTakings(db, { from, to });
  return {
    revenue: takings.net,
    orders: takings.orders,
    // what an order brought in, on average, after refunds: pence, rounded
    averageOrder: takings.orders ? Math.round(takings.net / takings.orders) : 0,
    refunds: takings.refunded,
  };
}

export async function getPeriodReport(db: Db, days: ReportPeriod, now = new Date()): Promise<PeriodReport> {
  // UK midnights: a day of 23 or 25 hours when the clocks change is still one day
  const next = addDays(ukDay(now), 1);
  const tomorrow = ukMidnight(next);
  const from = ukMidnight(addDays(next, -days));
  const previousFrom = ukMidnight(addDays(next, -2 * days));
  const [current, previous, byDay, top] = await Promise.all([
    figures(db, from, tomorrow),
    figures(db, previousFrom, from),
    getDailyRevenue(db, days, now),
    listDailyBestSellers(db, { from, to: tomorrow, limit: 5 }),
  ]);
  return { days, current, previous, byDay, topByUnits: top.byUnits, topByRevenue: top.byRevenue };
}
