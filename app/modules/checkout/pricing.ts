import { vatContained } from "~/lib/money";
import { deliveryCost, type ShippingMethod } from "~/modules/cart/delivery";

// Totals (SPEC §9, DESIGN.md): pure, so the summary in the browser and the server agree. The
// delivery fee itself lives in cart/delivery.ts.

export type Totals = { subtotal: number; shippingCost: number; vat: number; total: number };

/** Prices include VAT: the VAT line is the 20% contained in subtotal plus delivery. */
export function totals(subtotal: number, method: ShippingMethod, freeThreshold: number): Totals {
  const shippingCost = deliveryCost(subtotal, method, freeThreshold);
  const total = subtotal + shippingCost;
  return { subtotal, shippingCost, vat: vatContained(total), total };
}

/** Estimated delivery shown on the confirmation: order date plus 5 days (SPEC §9). */
export function estimatedDelivery(orderDate: Date): Date {
  return new Date(orderDate.getTime() + 5 * 24 * 60 * 60 * 1000);
}
