import { ShoppingBag } from "lucide-react";

import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatPrice } from "~/lib/money";

import { BasketLines } from "./basket-lines";
import { useCart } from "./cart-context";
import { BasketSummary } from "./cart-page";
import { deliveryProgress } from "./delivery";
import { Upsells } from "./upsells";

/**
 * The cart drawer (SPEC §2 'Cart drawer') over the basket on the server: its lines as the server last
 * answered (read afresh on every opening), each change a form posted to /cart, upsells, totals, checkout.
 */
export function CartDrawer({ freeDeliveryThreshold }: { freeDeliveryThreshold: number | undefined }) {
  const cart = useCart();
  const { basket, isOpen, itemCount, closeCart, openCart } = cart;
  const lines = basket?.lines ?? [];
  const progress = deliveryProgress(basket?.subtotal ?? 0, freeDeliveryThreshold);
  // without JavaScript the page itself is where a form returns to; with it the drawer keeps the page
  const here = typeof window === "undefined" ? "/cart" : window.location.pathname;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? openCart() : closeCart())}
      title={`Shopping Cart (${itemCount})`}
      placement="side"
    >
      <p role="status" className="sr-only">
        {cart.announcement}
      </p>
      {!basket && itemCount > 0 ? (
        <p className="flex flex-1 items-center justify-center p-6 text-muted-foreground" aria-busy="true">
          Loading your cart...
        </p>
      ) : lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-muted-foreground" />
          <p className="text-lg font-semibold">Your cart is empty</p>
          <Button variant="primary" onClick={closeCart}>
            Continue Shopping
          </Button>
        </div>
      ) : (
        <>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <div className="rounded-lg bg-muted p-3">
              <p className="text-sm font-medium">
                {progress.qualifies
                  ? "You qualify for free delivery!"
                  : `Spend ${formatPrice(progress.remaining)} more for free delivery`}
              </p>
              <div
                role="progressbar"
                aria-label="Progress towards free delivery"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.percent}
                className="mt-2 h-2 overflow-hidden rounded-full bg-border"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
            </div>
            <div className="mt-4">
              <BasketLines basket={basket!} redirectTo={here} onNavigate={closeCart} />
            </div>
            <Upsells lines={lines} redirectTo={here} onNavigate={closeCart} />
          </div>

          <div className="px-4 pb-4">
            <BasketSummary basket={basket!} onCheckout={closeCart} redirectTo={here} />
            <Button variant="outline" className="mt-2 w-full" onClick={closeCart}>
              Continue Shopping
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
