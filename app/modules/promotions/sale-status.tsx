import { CircleStop } from "lucide-react";

import { ConfirmedAction } from "~/components/admin/row-actions";
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

/**
 * Ends a live sale or a code in use now, once the operator has confirmed `consequence`: what ending it does to
 * shoppers and to orders already placed.
 */
export function EndNowAction({
  id,
  name,
  noun,
  consequence,
}: {
  id: string;
  name: string;
  noun: "sale" | "code";
  consequence: string;
}) {
  return (
    <ConfirmedAction
      id={id}
      intent="end"
      label={`End ${name} now`}
      confirmLabel={`End ${noun} now`}
      description={consequence}
      icon={<CircleStop aria-hidden="true" className="h-4 w-4 text-destructive" />}
    />
  );
}
