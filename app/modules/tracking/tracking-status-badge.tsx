import { cn } from "~/lib/cn";
import { shopperStatusLabel } from "~/modules/orders/shopper-status";

// SPEC §4: shipped green, processing blue, anything else yellow.
const BADGE: Record<string, string> = {
  shipped: "bg-green-100 text-green-800 border-green-300",
  delivered: "bg-emerald-100 text-emerald-900 border-emerald-400",
  processing: "bg-blue-100 text-blue-800 border-blue-300",
  cancelled: "bg-gray-100 text-gray-800 border-gray-300",
};

/** The order's status as the tracking page shows it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold",
        BADGE[status] ?? "bg-yellow-100 text-yellow-900 border-yellow-300",
      )}
    >
      {shopperStatusLabel(status)}
    </span>
  );
}
