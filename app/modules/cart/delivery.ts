import { SETTINGS_FALLBACKS } from "~/modules/settings/settings-fallbacks";

// Delivery (SPEC §9): the one home of the fees, the free-delivery threshold and its fallback, shared
// by the cart drawer, the checkout form and the server's totals so they cannot disagree.

export const DELIVERY_METHODS = ["standard", "express"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

// Each method's name and working days are the delivery calculator's (settings/delivery-dates.ts).
// `phoneNeeded` says why a method needs a phone number: the checkout asks for none otherwise.
export const DELIVERY: Record<DeliveryMethod, { fee: number; phoneNeeded?: string }> = {
  standard: { fee: 499 },
  express: { fee: 999, phoneNeeded: "the courier calls if they cannot deliver" },
};

/** The settings default (£50), used when the threshold from settings could not be read. */
export const DEFAULT_FREE_DELIVERY_THRESHOLD = SETTINGS_FALLBACKS.freeDeliveryThreshold;

/** The threshold in pence, falling back to the default when settings gave nothing usable. */
export function freeDeliveryThreshold(threshold: number | null | undefined): number {
  return Number.isFinite(threshold) && (threshold as number) >= 0
    ? (threshold as number)
    : DEFAULT_FREE_DELIVERY_THRESHOLD;
}

/** Free at or above the threshold (pence), otherwise the method's fee; an empty cart has nothing to deliver. */
export function deliveryCost(subtotal: number, method: DeliveryMethod, threshold: number | null | undefined): number {
  if (subtotal <= 0) return 0;
  return subtotal >= freeDeliveryThreshold(threshold) ? 0 : DELIVERY[method].fee;
}

export type DeliveryProgress = { qualifies: boolean; remaining: number; percent: number; delivery: number };

/** The cart's progress bar: subtotal over threshold, capped at 100%, with the standard fee. */
export function deliveryProgress(subtotal: number, threshold: number | null | undefined): DeliveryProgress {
  const limit = freeDeliveryThreshold(threshold);
  const qualifies = subtotal >= limit;
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((subtotal / limit) * 100));
  return {
    qualifies,
    remaining: Math.max(0, limit - subtotal),
    percent,
    delivery: deliveryCost(subtotal, "standard", limit),
  };
}
