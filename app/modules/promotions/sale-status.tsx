import { cn } from "~/lib/cn";

import { SALE_STATUS_LABELS } from "./sales.schema";

const COLOURS = {
  scheduled: "border bg-muted text-foreground",
  live: "bg-success text-white",
  ended: "border bg-background text-muted-foreground",
} as const;

/** A sale's status pill: Scheduled, Live or Ended. */
export function SaleStatusBadge({ status }: { status: keyof typeof SALE_STATUS_LABELS }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", COLOURS[status])}>
      {SALE_STATUS_LABELS[status]}
    </span>
  );
}
