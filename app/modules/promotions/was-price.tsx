import { formatPrice } from "~/lib/money";

import { wasPrice } from "./promotions.schema";

/**
 * A price, and when the item has a genuine was-price, that price struck through and the saving. Screen
 * readers hear one sentence ("Was £54.99, now £49.99") instead of two bare amounts.
 */
export function Price({
  item,
  className,
  compact = false,
}: {
  item: { price: number; compareAtPrice?: number | null };
  className?: string;
  compact?: boolean;
}) {
  const was = wasPrice(item);
  if (!was) return <p className={className}>{formatPrice(item.price)}</p>;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className ?? ""}`}>
      <span className="sr-only">{`Was ${formatPrice(was.was)}, now ${formatPrice(item.price)}`}</span>
      <span aria-hidden="true">{formatPrice(item.price)}</span>
      <s aria-hidden="true" className="text-base font-medium text-muted-foreground">
        {formatPrice(was.was)}
      </s>
      {compact ? null : (
        <span className="rounded bg-destructive/10 px-1.5 py-0.5 text-sm font-semibold text-destructive">
          Save {formatPrice(was.saving)}
        </span>
      )}
    </p>
  );
}
