import { useEffect, useRef } from "react";

import { buttonClasses } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";
import type { BasketDiscount } from "~/modules/cart/basket.schema";
import { opensCartDrawer } from "~/modules/cart/cart-link";
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

/** Wide enough for the summary to stand beside the form (Tailwind's lg), where it is always open. */
const BESIDE_THE_FORM = "(min-width: 1024px)";

/**
 * The checkout's order summary: lines, subtotal, delivery, VAT contained, total, Edit Cart, trust. On a phone it
 * comes first, folded into "Show order summary" with the total (a <details>, so it opens without JavaScript too);
 * beside the form on a wide screen it is always open (app.css, and this page once it runs).
 */
export function OrderSummary(props: OrderSummaryProps) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia?.(BESIDE_THE_FORM).matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} data-order-summary className="group rounded-lg border bg-muted/40">
      <summary
        className={
          "flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 p-4 font-semibold " +
          "sm:px-6 [&::-webkit-details-marker]:hidden"
        }
      >
        <span className="flex items-center gap-2 text-primary">
          <SpriteIcon name="ShoppingCart" className="h-5 w-5" />
          <span className="group-open:hidden">Show order summary</span>
          <span className="hidden group-open:inline">Hide order summary</span>
          <SpriteIcon name="ChevronDown" className="h-4 w-4 group-open:rotate-180" />
        </span>
        <span className="text-lg font-bold">{formatPrice(props.totals.total)}</span>
      </summary>
      <OrderSummaryBody {...props} />
    </details>
  );
}

function OrderSummaryBody({
  lines,
  totals,
  discount,
  redirectTo,
  onEditCart,
  trustBadges,
  guaranteeText,
}: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title" className="border-t p-4 sm:p-6 lg:border-t-0">
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-summary-title" className="text-lg font-bold">
          Order Summary
        </h2>
        {/* the basket's own page without JavaScript; with it, the drawer opens over the checkout */}
        <a
          href="/cart"
          onClick={opensCartDrawer(onEditCart)}
          aria-haspopup="dialog"
          className={buttonClasses("outline", "sm")}
        >
          Edit Cart
        </a>
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
