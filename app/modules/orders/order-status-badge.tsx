import { cn } from "~/lib/cn";

// SPEC §4: shipped green, processing blue, pending yellow; cancelled (DESIGN.md) grey. Dark text on light fills for
// contrast.
const STYLES: Record<string, string> = {
  shipped: "bg-green-100 text-green-800 border-green-300",
  delivered: "bg-emerald-100 text-emerald-900 border-emerald-400",
  processing: "bg-blue-100 text-blue-800 border-blue-300",
  cancelled: "bg-gray-100 text-gray-800 border-gray-300",
};

/** An order status as a coloured badge; `label` gives the words (the shopper's), else the status itself. */
export function OrderStatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize",
        STYLES[status] ?? "border-yellow-300 bg-yellow-100 text-yellow-800",
      )}
    >
      {label ?? status}
    </span>
  );
}
