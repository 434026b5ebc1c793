import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { Link } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SummaryRow } from "~/components/ui/summary-row";
import { showToast } from "~/components/ui/toaster";
import { imageSrcSet } from "~/lib/images";
import { formatPrice } from "~/lib/money";

import { useCart } from "./cart-context";
import { deliveryProgress } from "./delivery";
import { LineThumbnail } from "./line-thumbnail";

export type UpsellAddon = {
  id: string;
  name: string;
  slug: string;
  price: number;
  image: string;
  variantOptions: string[];
};

const UPSELL_SHOWN = 3;

/** Fetches JSON, or null on any failure (the drawer then simply leaves that part out). */
async function getJson<T>(url: string, signal: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The cart drawer (SPEC §2 'Cart drawer'): lines, free-delivery progress, upsells, totals, checkout. */
export function CartDrawer({ freeDeliveryThreshold }: { freeDeliveryThreshold: number | undefined }) {
  const cart = useCart();
  const { items, isOpen, itemCount, subtotal, closeCart, openCart, refreshPrices } = cart;
  const [upsells, setUpsells] = useState<UpsellAddon[] | null>(null);
  // The last line the shopper changed with + , − or Remove: its new quantity is read out politely.
  const [announced, setAnnounced] = useState<{ id: string; label: string } | null>(null);
  const hasItems = items.length > 0;
  const idsKey = [...new Set(items.map((line) => line.productId))].sort().join(",");

  // Each time the drawer opens, re-read the prices so a stale one never reaches checkout; a quantity
  // changed while it is open is not a reason to ask again (the lines are read when it opens).
  const rereadPrices = useEffectEvent((signal: AbortSignal) => {
    if (!idsKey) return;
    void getJson<{ prices: Parameters<typeof refreshPrices>[0] }>(
      `/api/cart/prices?ids=${encodeURIComponent(idsKey)}`,
      signal,
    ).then((data) => data && refreshPrices(data.prices));
  });
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    rereadPrices(controller.signal);
    return () => controller.abort();
  }, [isOpen]);

  // Upsells are fetched only when the cart holds something, once per page view.
  useEffect(() => {
    if (!isOpen || !hasItems || upsells) return;
    const controller = new AbortController();
    void getJson<{ addons: UpsellAddon[] }>("/api/cart/upsells", controller.signal).then(
      (data) => data && setUpsells(data.addons),
    );
    return () => controller.abort();
  }, [isOpen, hasItems, upsells]);

  const inCart = new Set(items.map((line) => line.productId));
  const shownUpsells = (upsells ?? []).filter((addon) => !inCart.has(addon.id)).slice(0, UPSELL_SHOWN);
  const progress = deliveryProgress(subtotal, freeDeliveryThreshold);
  const announcedLine = announced && items.find((line) => line.id === announced.id);
  const announcement = !announced
    ? ""
    : announcedLine
      ? `${announced.label}: quantity ${announcedLine.quantity}`
      : `${announced.label} removed from your cart`;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? openCart() : closeCart())}
      title={`Shopping Cart (${itemCount})`}
      placement="side"
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!hasItems ? (
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

            <ul className="mt-4 divide-y" aria-label="Items in your cart">
              {items.map((line) => {
                const href = `/${line.type === "addon" ? "addon" : "product"}/${line.slug}`;
                const label = line.variant && line.variant !== "default" ? `${line.name} (${line.variant})` : line.name;
                return (
                  <li key={line.id} className="flex gap-3 py-3">
                    <Link to={href} onClick={closeCart} className="shrink-0" tabIndex={-1} aria-hidden="true">
                      <LineThumbnail image={line.image} />
                    </Link>
                    <div className="min-w-0 flex-1">
                      <Link to={href} onClick={closeCart} className="font-semibold hover:underline">
                        {line.name}
                      </Link>
                      {line.variant ? <p className="text-sm text-muted-foreground">{line.variant}</p> : null}
                      <p className="text-sm text-muted-foreground">{formatPrice(line.price)} each</p>
                      <div className="mt-2 flex items-center gap-2">
                        <Button
                          variant="outline"
                          size="icon"
                          aria-label={`Decrease quantity of ${label}`}
                          onClick={() => {
                            cart.setQuantity(line.id, line.quantity - 1);
                            setAnnounced({ id: line.id, label });
                          }}
                        >
                          <Minus aria-hidden="true" className="h-4 w-4" />
                        </Button>
                        <span className="min-w-6 text-center font-semibold" aria-label={`Quantity of ${label}`}>
                          {line.quantity}
                        </span>
                        <Button
                          variant="outline"
                          size="icon"
                          aria-label={`Increase quantity of ${label}`}
                          onClick={() => {
                            cart.setQuantity(line.id, line.quantity + 1);
                            setAnnounced({ id: line.id, label });
                          }}
                        >
                          <Plus aria-hidden="true" className="h-4 w-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${label}`}
                          onClick={() => {
                            cart.removeItem(line.id);
                            setAnnounced({ id: line.id, label });
                          }}
                          className="ml-auto"
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                        </Button>
                      </div>
                    </div>
                    <p className="font-semibold">{formatPrice(line.price * line.quantity)}</p>
                  </li>
                );
              })}
            </ul>

            {shownUpsells.length > 0 ? (
              <section aria-labelledby="upsell-title" className="mt-4 border-t pt-4">
                <h3 id="upsell-title" className="font-bold">
                  Complete Your Setup
                </h3>
                <ul className="mt-2 space-y-2">
                  {shownUpsells.map((addon) => (
                    <li key={addon.id} className="flex items-center gap-3 rounded-lg border p-2">
                      {addon.image ? (
                        <img
                          src={addon.image}
                          srcSet={imageSrcSet(addon.image)}
                          sizes="48px"
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="h-12 w-12 rounded-md bg-muted object-cover"
                        />
                      ) : null}
                      <div className="min-w-0 flex-1">
                        <Link
                          to={`/addon/${addon.slug}`}
                          onClick={closeCart}
                          className="text-sm font-semibold hover:underline"
                        >
                          {addon.name}
                        </Link>
                        <p className="text-sm text-muted-foreground">{formatPrice(addon.price)}</p>
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Add ${addon.name} to cart`}
                        onClick={() => {
                          // An add-on with options goes in with its first option; the line shows which.
                          cart.addItem({
                            productId: addon.id,
                            type: "addon",
                            name: addon.name,
                            price: addon.price,
                            image: addon.image,
                            slug: addon.slug,
                            variant: addon.variantOptions[0],
                          });
                          void showToast({
                            kind: "success",
                            title: "Added to cart",
                            description: `${addon.name} has been added to your cart.`,
                          });
                        }}
                      >
                        <Plus aria-hidden="true" className="h-4 w-4" /> Add
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <div className="border-t p-4">
            <dl className="space-y-1 text-sm">
              <SummaryRow label="Subtotal">{formatPrice(subtotal)}</SummaryRow>
              <SummaryRow label="Delivery">
                {progress.delivery === 0 ? "FREE" : formatPrice(progress.delivery)}
              </SummaryRow>
              <SummaryRow label="Total" className="text-base font-bold">
                {formatPrice(subtotal + progress.delivery)}
              </SummaryRow>
            </dl>
            {/* A full page load: checkout starts from the stored cart, on a fresh document. */}
            <a href="/checkout" onClick={closeCart} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
              Checkout
            </a>
            <Button variant="outline" className="mt-2 w-full" onClick={closeCart}>
              Continue Shopping
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
