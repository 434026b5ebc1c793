import { Search } from "lucide-react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Fold } from "~/components/ui/fold";
import { Input } from "~/components/ui/input";
import { FilterSelect } from "~/components/ui/list-controls";

import { formatDay } from "./order-list-tools";
import { OrderPeriodFields } from "./order-triage-tools";
import { ORDER_PERIOD_LABELS, type OrderTriageQuery } from "./order-triage.schema";
import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS } from "./orders.schema";

// The orders list's search and filters, in one GET form: folded under "Filters" on a phone, with what is applied
// in its summary, so today's orders are on the first screen; laid out open on a wider screen.

// The list's filters: each a select of one query parameter, its choices the labels' keys in order.
const ORDER_FILTERS = [
  { name: "status", label: "Status", anyLabel: "All statuses", labels: ORDER_STATUS_LABELS },
  { name: "payment", label: "Payment", anyLabel: "All payments", labels: PAYMENT_STATE_LABELS },
] as const;

/** What the list's query applies, in words: “Olivia”, Status: Processing, Placed: Today, From 01/11/2026. */
export function appliedFilters(query: OrderTriageQuery): string[] {
  const applied: string[] = [];
  if (query.q) applied.push(`“${query.q}”`);
  for (const { name, label, labels } of ORDER_FILTERS) {
    const value = query[name] as keyof typeof labels | undefined;
    if (value) applied.push(`${label}: ${labels[value]}`);
  }
  // a range of days wins over a preset (the list reads it so)
  if (query.period && !query.from && !query.to) applied.push(`Placed: ${ORDER_PERIOD_LABELS[query.period]}`);
  if (query.from) applied.push(`From ${formatDay(query.from)}`);
  if (query.to) applied.push(`To ${formatDay(query.to)}`);
  return applied;
}

export function OrderFilters({ query, today }: { query: OrderTriageQuery; today: string }) {
  const applied = appliedFilters(query);
  return (
    <Fold
      summary={
        <>
          <span>Filters</span>
          <span className="rounded-full bg-muted px-2 text-xs tabular-nums">
            {applied.length ? `${applied.length} applied` : "none applied"}
          </span>
          {applied.length ? (
            <span className="basis-full font-normal text-muted-foreground [overflow-wrap:anywhere]">
              {applied.join(" · ")}
            </span>
          ) : null}
        </>
      }
    >
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Field label="Search orders" className="sm:min-w-56 sm:flex-1">
          <Input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Customer name, email or order number"
            maxLength={100}
          />
        </Field>
        {ORDER_FILTERS.map((filter) => (
          <FilterSelect key={filter.name} {...filter} value={query[filter.name]} />
        ))}
        <OrderPeriodFields query={query} today={today} />
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" /> Search
        </Button>
      </Form>
    </Fold>
  );
}
