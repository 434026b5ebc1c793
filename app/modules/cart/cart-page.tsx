import { ShoppingBag } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { SummaryRow } from "~/components/ui/summary-row";
import { formatPrice } from "~/lib/money";
import type { ToastMessage } from "~/lib/toast-message";

import { BasketLines } from "./basket-lines";
import type { BasketView } from "./basket.schema";
import { useCart } from "./cart-context";
import { DiscountCodeForm } from "./discount-code-form";

/** /cart: the drawer's content as a page of its own, the basket's home without JavaScript. */
export function CartPage({ basket: loaded, notice }: { basket: BasketView; notice: ToastMessage | null }) {
  // the page's basket until a change on it answers with a newer one (changes do not reload the page)
  const cart = useCart();
  const { apply } = cart;
  useEffect(() => apply(loaded), [apply, loaded]);
  const basket = cart.basket ?? loaded;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Shopping Cart ({basket.itemCount})</h1>
      <p role="status" className="sr-only">
        {cart.announcement}
      </p>
      {notice ? (
        <p
          role={notice.kind === "error" ? "alert" : "status"}
          className={`mt-4 rounded-md border p-3 text-sm font-medium ${
            notice.kind === "error" ? "border-destructive/40 text-destructive" : "border-border"
          }`}
        >
          {notice.title}
          {notice.description ? <span className="block font-normal">{notice.description}</span> : null}
        </p>
      ) : null}
      {basket.lines.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-muted-foreground" />
          <p className="text-lg font-semibold">Your cart is empty</p>
          <Link to="/" className={buttonClasses("primary")}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <BasketLines basket={basket} redirectTo="/cart" />
          <BasketSummary basket={basket} />
          <Link to="/" className={buttonClasses("outline", "md", "mt-2 w-full")}>
            Continue Shopping
          </Link>
        </div>
      )}
    </div>
  );
}

/** Subtotal, delivery, total and the Checkout link, held while a line needs the shopper's attention. */
export function BasketSummary({
  basket,
  onCheckout,
  redirectTo = "/cart",
}: {
  basket: BasketView;
  onCheckout?: () => void;
  /** where the code form returns to without JavaScript */
  redirectTo?: string;
}) {
  // every figure from the one pricing function, as the server priced this basket
  const { subtotal, shippingCost, discount, total } = basket.totals;
  return (
    <div className="mt-4 border-t pt-4">
      <dl className="space-y-1 text-sm">
        <SummaryRow label="Subtotal">{formatPrice(subtotal)}</SummaryRow>
        <SummaryRow label="Delivery">{shippingCost === 0 ? "FREE" : formatPrice(shippingCost)}</SummaryRow>
        {discount > 0 && basket.discount ? (
          <SummaryRow label={`Discount (${basket.discount.code})`}>−{formatPrice(discount)}</SummaryRow>
        ) : null}
        <SummaryRow label="Total" className="text-base font-bold">
          {formatPrice(total)}
        </SummaryRow>
      </dl>
      <DiscountCodeForm discount={basket.discount} redirectTo={redirectTo} />
      {basket.canCheckout ? (
        // a full page load: checkout reads the basket on the server and resumes at the furthest step
        // this basket has reached (the checkout's RESUME_PARAM), not at the first
        <a href="/checkout?resume" onClick={onCheckout} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
          Checkout
        </a>
      ) : (
        <p className="mt-4 rounded-md bg-muted p-3 text-sm font-medium" role="note">
          Please fix the items marked above to check out.
        </p>
      )}
    </div>
  );
}
