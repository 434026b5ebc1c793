// The dashboard's sales over a period: the figures an owner checks each morning (revenue kept, orders,
// average order value, refunds), each beside the same figures for the period before, revenue per day, and
// the best sellers by units and by revenue. Days are UK days, as the orders list's are; every figure is read
// from the daily rollups, today's included (kept exact by the order path's triggers).
import type { Db } from "~/db/client.server";

import { ukDay, ukMidnight } from "./order-export.server";
import type { PeriodFigures, PeriodReport, ReportPeriod } from "./period-report.schema";
import { getDailyRevenue, listDailyBestSellers, sumSalesDays, type SalesDay } from "./sales-days.server";

/** The UK day `days` after `day` (before, when negative), "2026-07-01". */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A period's figures from its days' rows: the revenue card is the sum of the chart's bars, never a second sum. */
function figures(days: SalesDay[]): PeriodFigures {
  const { revenue, orders, refunded } = sumSalesDays(days);
  return {
    revenue,
    orders,
    // what an order brought in, on average, after refunds: pence, rounded
    averageOrder: orders ? Math.round(revenue / orders) : 0,
    refunds: refunded,
  };
}

export async function getPeriodReport(db: Db, days: ReportPeriod, now = new Date()): Promise<PeriodReport> {
  // UK midnights: a day of 23 or 25 hours when the clocks change is still one day
  const next = addDays(ukDay(now), 1);
  const tomorrow = ukMidnight(next);
  const from = ukMidnight(addDays(next, -days));
  // this period's days and the period before's, in one read of the rollups
  const [both, top] = await Promise.all([
    getDailyRevenue(db, 2 * days, now),
    listDailyBestSellers(db, { from, to: tomorrow, limit: 5 }),
  ]);
  const byDay = both.slice(days);
  return {
    days,
    current: figures(byDay),
    previous: figures(both.slice(0, days)),
    byDay: byDay.map(({ day, revenue, orders }) => ({ day, revenue, orders })),
    topByUnits: top.byUnits,
    topByRevenue: top.byRevenue,
  };
}
