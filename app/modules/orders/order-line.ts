import { formatPrice } from "~/lib/money";
import { bundleNote } from "~/modules/promotions/discount-rules";

type LineFacts = {
  variant: string | null;
  quantity: number;
  price: number;
  bundlePercent?: number | null;
  type?: "product" | "addon";
};

/**
 * What stands under an order line's name, on the shopper's confirmation and the order page alike:
 * "White · Qty 2 × £29.99 · 10% off with a console". The order page also says which lines are add-ons.
 */
export function lineDetail(item: LineFacts, { markAddons = false } = {}) {
  return [
    item.variant,
    `Qty ${item.quantity} × ${formatPrice(item.price)}`,
    markAddons && item.type === "addon" ? "add-on" : null,
    item.bundlePercent ? bundleNote(item.bundlePercent) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
