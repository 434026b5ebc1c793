// The dashboard's sales over a period: the figures an owner checks each morning (revenue kept, orders,
// average order value, refunds), each beside the same figures for the period before, revenue per day, and
// the best sellers by units and by revenue. Days are UTC days, as the revenue chart's are; every figure is read
// from the daily rollups, today's included (kept exact by the order path's triggers).
import type { Db } from "~/db/client.server";

import type { PeriodFigures, PeriodReport, ReportPeriod } from "./period-report.schema";
import { getDailyRevenue, getDailyTakings, listDailyBestSellers } from "./sales-days.server";

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const from = new Date(tomorrow.getTime() - days * DAY_MS);
  const previousFrom = new Date(from.getTime() - days * DAY_MS);
  const [current, previous, byDay, top] = await Promise.all([
    figures(db, from, tomorrow),
    figures(db, previousFrom, from),
    getDailyRevenue(db, days, now),
    listDailyBestSellers(db, { from, to: tomorrow, limit: 5 }),
  ]);
  return { days, current, previous, byDay, topByUnits: top.byUnits, topByRevenue: top.byRevenue };
}
