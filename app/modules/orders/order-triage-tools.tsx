import { Link } from "react-router";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { OptionList, Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

import {
  ORDER_PERIOD_LABELS,
  ORDER_PERIODS,
  ORDER_VIEW_LABELS,
  ORDER_VIEWS,
  type OrderTriageQuery,
  type OrderView,
} from "./order-triage.schema";

// The orders list's tabs and its period: plain links and fields of the list's GET form, so they work before
// JavaScript, and the address says what is shown.

/** The list's address for a tab, keeping the search, filters and period, back on the first page. */
function viewHref(search: string, view: OrderView): string {
  const params = new URLSearchParams(search);
  for (const key of ["page", "after", "before", "last"]) params.delete(key);
  params.set("view", view);
  return `?${params}`;
}

export function OrderViewTabs({
  view,
  counts,
  search,
}: {
  view: OrderView;
  counts: Record<OrderView, number>;
  search: string;
}) {
  return (
    <nav aria-label="Order views" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 border-b px-1">
        {ORDER_VIEWS.map((id) => (
          <li key={id}>
            <Link
              to={viewHref(search, id)}
              aria-current={id === view ? "page" : undefined}
              className={cn(
                "-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                id === view ? "border-primary text-foreground" : "border-transparent text-muted-foreground",
              )}
            >
              {ORDER_VIEW_LABELS[id]}
              <span className="rounded-full bg-muted px-2 text-xs tabular-nums">{counts[id]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The period fields of the list's search form: a preset, or a range of days that wins over it. */
export function OrderPeriodFields({ query, today }: { query: OrderTriageQuery; today: string }) {
  return (
    <>
      <input type="hidden" name="view" value={query.view} />
      <Field label="Placed">
        <Select name="period" defaultValue={query.period ?? ""} className="sm:w-40">
          <option value="">Any time</option>
          <OptionList values={ORDER_PERIODS} labelOf={(p) => ORDER_PERIOD_LABELS[p]} />
        </Select>
      </Field>
      <Field label="From">
        <Input name="from" type="date" max={today} defaultValue={query.from ?? ""} />
      </Field>
      <Field label="To">
        <Input name="to" type="date" defaultValue={query.to ?? ""} />
      </Field>
    </>
  );
}
