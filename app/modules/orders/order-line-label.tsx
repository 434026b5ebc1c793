import { cn } from "~/lib/cn";

import { lineDetail } from "./order-line";

/**
 * An order line's name over its detail ("White · Qty 2 × £29.99"), as the shopper's confirmation, their order
 * page and the back office's order page list it. `markAddons` says which lines are add-ons (the back office).
 */
export function OrderLineLabel({
  item,
  markAddons = false,
  className,
  detailClassName,
}: {
  item: Parameters<typeof lineDetail>[0] & { name: string };
  markAddons?: boolean;
  className?: string;
  detailClassName?: string;
}) {
  return (
    <span className={className}>
      <span className="block font-medium">{item.name}</span>
      <span className={cn("block text-muted-foreground", detailClassName)}>{lineDetail(item, { markAddons })}</span>
    </span>
  );
}
