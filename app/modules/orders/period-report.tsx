import { Link } from "react-router";

import { formatPrice } from "~/lib/money";

import {
  periodName,
  previousPeriodName,
  REPORT_PERIODS,
  REVENUE_INCLUDES,
  type PeriodFigures,
  type PeriodReport,
  type ReportPeriod,
  type TopProduct,
} from "./period-report.schema";
import { RevenueChart } from "./revenue-chart";

// The dashboard's takings over 7, 30 or 90 days: each figure beside the period before, revenue per day and the
// best sellers. The switch is links, so it works before (and without) JavaScript.

// each figure says what it counts, so two counts of orders never seem to disagree
const FIGURES: { key: keyof PeriodFigures; label: string; money: boolean; includes: string }[] = [
  { key: "revenue", label: "Revenue", money: true, includes: REVENUE_INCLUDES },
  { key: "orders", label: "Orders", money: false, includes: "Placed in the period, cancelled ones left out" },
  { key: "averageOrder", label: "Average order", money: true, includes: "Revenue divided by orders" },
  { key: "refunds", label: "Refunds", money: true, includes: "Refunded on orders placed in the period" },
];

function PeriodSwitch({ days }: { days: ReportPeriod }) {
  return (
    <nav aria-label="Period" className="flex gap-1 rounded-md border p-1 text-sm">
      {REPORT_PERIODS.map((period) => (
        <Link
          key={period}
          to={`?period=${period}`}
          aria-current={period === days ? "page" : undefined}
          className={`rounded px-3 py-1 font-medium ${
            period === days ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted"
          }`}
        >
          {period === 1 ? "Today" : `${period} days`}
        </Link>
      ))}
    </nav>
  );
}

function TopProducts({ title, rows, show }: { title: string; rows: TopProduct[]; show: (row: TopProduct) => string }) {
  return (
    <section aria-label={title} className="rounded-lg border bg-card p-4">
      <h3 className="font-semibold">{title}</h3>
      <p className="mb-2 text-xs text-muted-foreground">Net of items refunded or returned; cancelled orders left out</p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No products sold in this period.</p>
      ) : (
        <ol className="divide-y text-sm">
          {rows.map((row) => (
            <li key={row.productId} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">{row.name}</span>
              <span className="shrink-0 font-medium">{show(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SalesByPeriod({ report }: { report: PeriodReport }) {
  const { days, current, previous } = report;
  const shown = (key: keyof PeriodFigures, money: boolean, figures: PeriodFigures) =>
    money ? formatPrice(figures[key]) : String(figures[key]);
  return (
    <section aria-labelledby="period-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="period-heading" className="text-lg font-semibold">
          Takings, {periodName(days).toLowerCase()}
        </h2>
        <PeriodSwitch days={days} />
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map(({ key, label, money, includes }) => (
          <li
            key={key}
            aria-label={`${label}, ${periodName(days).toLowerCase()}`}
            className="rounded-lg border bg-card p-4"
          >
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <p className="mt-1 text-xl font-bold break-words">{shown(key, money, current)}</p>
            <p className="mt-1 text-xs text-muted-foreground">{includes}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {previousPeriodName(days)}: {shown(key, money, previous)}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="revenue-heading" className="rounded-lg border bg-card p-4">
        <h3 id="revenue-heading" className="font-semibold">
          Revenue per day
        </h3>
        <p className="mb-3 text-xs text-muted-foreground">{REVENUE_INCLUDES}</p>
        <RevenueChart days={report.byDay} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <TopProducts title="Top products by units" rows={report.topByUnits} show={(r) => `${r.units} sold`} />
        <TopProducts title="Top products by revenue" rows={report.topByRevenue} show={(r) => formatPrice(r.revenue)} />
      </div>
    </section>
  );
}
