import { vatContained } from "~/lib/money";
import type { ShippingMethod } from "./checkout.schema";

// Delivery and totals (SPEC §9, DESIGN.md): pure, so the summary in the browser and the server agree.

export const DELIVERY: Record<ShippingMethod, { label: string; fee: number; time: string }> = {
  standard: { label: "Standard delivery", fee: 499, time: "3-5 business days" },
  express: { label: "Express delivery", fee: 999, time: "1-2 business days" },
};

/** Free at or above the threshold (pence), otherwise the method's fee. */
export function deliveryCost(subtotal: number, method: ShippingMethod, freeThreshold: number): number {
  return subtotal >= freeThreshold ? 0 : DELIVERY[method].fee;
}

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
