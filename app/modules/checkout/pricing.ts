import { DomainError } from "~/lib/errors";
import { formatPrice, MAX_AMOUNT_PENCE, vatContained } from "~/lib/money";
import { deliveryCost, type DeliveryMethod } from "~/modules/cart/delivery";

import { MAX_LINE_QUANTITY, type CartLine } from "./checkout.schema";

// Totals (SPEC §9, DESIGN.md): pure, so the summary in the browser and the server agree. The
// delivery fee itself lives in cart/delivery.ts.

export type Totals = {
  subtotal: number;
  shippingCost: number;
  /** what the discount code took off (pence), and the code; 0 and null without one */
  discount: number;
  discountCode: string | null;
  vat: number;
  total: number;
};

/** A code as the totals need it: its amount off the goods, or free delivery. */
export type TotalsCode = { code: string; amount: number; freeDelivery: boolean };

/**
 * Prices include VAT: the VAT line is the 20% contained in what is paid, the discounted total. The
 * free-delivery threshold is reached on the goods before the code, so a code lowers the total by
 * exactly its own amount; a free-delivery code takes off the delivery fee.
 */
export function totals(
  subtotal: number,
  method: DeliveryMethod,
  freeThreshold: number,
  code: TotalsCode | null = null,
): Totals {
  const shippingCost = deliveryCost(subtotal, method, freeThreshold);
  const discount = code ? Math.min(code.freeDelivery ? shippingCost : code.amount, subtotal + shippingCost) : 0;
  const total = subtotal + shippingCost - discount;
  return {
    subtotal,
    shippingCost,
    discount,
    discountCode: code && discount > 0 ? code.code : null,
    vat: vatContained(total),
    total,
  };
}

/**
 * The cart's lines with identical ones merged (same item, same option: two tabs, a repeated line),
 * then every per-line limit checked on the merged quantities, so repeating a line never lifts a limit.
 * "default" and no option are the same option.
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const variant = line.variant && line.variant !== "default" ? line.variant : null;
    const key = `${line.type}:${line.productId}:${variant ?? ""}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw new DomainError("invalid_input", `You can order at most ${MAX_LINE_QUANTITY} of each item`);
    merged.set(key, { ...line, variant, quantity });
  }
  return [...merged.values()];
}

/** A total one payment can take: within the provider's largest charge and the amount columns. */
export function assertPayableTotal(total: number): void {
  if (total > MAX_AMOUNT_PENCE)
    throw new DomainError(
      "invalid_input",
      `Your order comes to more than ${formatPrice(MAX_AMOUNT_PENCE)}, the most we can take in one payment. ` +
        "Please split it into smaller orders.",
    );
}
