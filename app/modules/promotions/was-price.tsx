import { formatPrice } from "~/lib/money";

/**
 * What a shopper sees beside a price: the genuine was-price and the saving, or nothing. Kept here, away from
 * the zod schemas, so storefront pages do not ship the validation library for one comparison.
 */
export function wasPrice(item: { price: number; compareAtPrice?: number | null }) {
  const was = item.compareAtPrice;
  if (was == null || was <= item.price) return null;
  return { was, saving: was - item.price };
}

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
