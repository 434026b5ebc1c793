import { Button } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";
import type { BasketDiscount } from "~/modules/cart/basket.schema";
import { DiscountCodeForm } from "~/modules/cart/discount-code-form";
import { bundleNote } from "~/modules/promotions/discount-rules";

import { OrderTotals } from "./checkout-parts";

export type SummaryLine = {
  id: string;
  name: string;
  image: string;
  variant?: string | null;
  quantity: number;
  price: number;
  /** the automatic add-on discount's percentage, when it applied */
  bundlePercent?: number;
};

type OrderSummaryProps = {
  lines: SummaryLine[];
  totals: Totals;
  /** the basket's code, with its field to enter or remove one */
  discount: BasketDiscount | null;
  redirectTo: string;
  onEditCart: () => void;
  trustBadges: string[];
  guaranteeText: string;
};

/** The checkout's order summary: lines, subtotal, delivery, VAT contained, total, Edit Cart, trust. */
export function OrderSummary({
  lines,
  totals,
  discount,
  redirectTo,
  onEditCart,
  trustBadges,
  guaranteeText,
}: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg border bg-muted/40 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-summary-title" className="text-lg font-bold">
          Order Summary
        </h2>
        <Button variant="outline" size="sm" onClick={onEditCart}>
          Edit Cart
        </Button>
      </div>
      <ul className="mt-4 flex flex-col gap-3" aria-label="Items in your order">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3">
            <div className="relative shrink-0">
              <Thumbnail src={line.image} size={56} className="h-14 w-14 rounded-md border bg-background" blank />
              <span
                className={
                  "absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full " +
                  "bg-foreground px-1 text-xs font-bold text-background"
                }
              >
                <span className="sr-only">Quantity </span>
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{line.name}</p>
              {line.variant ? <p className="text-sm text-muted-foreground">{line.variant}</p> : null}
              {line.bundlePercent ? (
                <p className="text-sm font-medium text-success">{bundleNote(line.bundlePercent)}</p>
              ) : null}
            </div>
            <p className="font-medium">{formatPrice(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <DiscountCodeForm discount={discount} redirectTo={redirectTo} />
      <OrderTotals totals={totals} className="mt-5 border-t pt-4" />
      {trustBadges.length ? (
        <ul className="mt-5 flex flex-col gap-2 text-sm" aria-label="Why shop with us">
          {trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-2">
              <SpriteIcon name="ShieldCheck" className="h-4 w-4 text-success" />
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      {guaranteeText ? (
        <p className="mt-4 rounded-md bg-background p-3 text-sm text-muted-foreground">{guaranteeText}</p>
      ) : null}
    </section>
  );
}
