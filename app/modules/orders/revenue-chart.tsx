import { formatDayMonthGB } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

type Day = { day: string; revenue: number; orders: number };

/** Revenue per day as bars; the same figures are in a table for screen readers and keyboard users. */
export function RevenueChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground">Total {formatPrice(total)}</p>
      <div aria-hidden="true" className="flex h-40 items-end gap-[2px] border-b">
        {days.map((d) => (
          <div
            key={d.day}
            title={`${formatDayMonthGB(d.day)}: ${formatPrice(d.revenue)} (${d.orders} orders)`}
            className="flex-1 rounded-t-sm bg-primary/80"
            style={{ height: `${Math.max(d.revenue > 0 ? 2 : 0, (d.revenue / max) * 100)}%` }}
          />
        ))}
      </div>
      {days.length ? (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{formatDayMonthGB(days[0].day)}</span>
          <span>{formatDayMonthGB(days[days.length - 1].day)}</span>
        </div>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Revenue per day, last {days.length} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatDayMonthGB(d.day)}</td>
                <td>{d.orders}</td>
                <td>{formatPrice(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
