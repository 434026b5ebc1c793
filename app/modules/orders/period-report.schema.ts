import { z } from "zod";

// The dashboard's period switch: a link per period (?period=7; 1 is today), so it works without JavaScript.
// Anything else in the address falls back to 30 days rather than an error page.
export const REPORT_PERIODS = [1, 7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const PeriodQuerySchema = z.object({
  period: z.coerce.number().pipe(z.literal(REPORT_PERIODS)).catch(30),
});

/** One period's figures, in pence where they are money. */
export type PeriodFigures = { revenue: number; orders: number; averageOrder: number; refunds: number };
export type TopProduct = { productId: string; name: string; units: number; revenue: number };

export type PeriodReport = {
  days: ReportPeriod;
  current: PeriodFigures;
  previous: PeriodFigures;
  byDay: { day: string; revenue: number; orders: number }[];
  topByUnits: TopProduct[];
  topByRevenue: TopProduct[];
};

/**
 * What the dashboard's revenue is, said the same way under the all-time card, the period's card and the chart,
 * which read the same rollup: a cancelled order whose refund failed still owes the customer, so it is not kept.
 */
export const REVENUE_INCLUDES = "Paid, less refunds; cancelled orders left out, even one whose refund failed";

/** "Today" or "Last 7 days": the switch's words and the heading's. */
export const periodName = (days: ReportPeriod) => (days === 1 ? "Today" : `Last ${days} days`);
/** The period before, beside each figure: "Yesterday" or "Previous 7 days". */
export const previousPeriodName = (days: ReportPeriod) => (days === 1 ? "Yesterday" : `Previous ${days} days`);
