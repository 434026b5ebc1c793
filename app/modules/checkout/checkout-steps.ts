import type { BasketCheckout } from "~/db/schema/baskets";

// The checkout's steps as pages: each has its own URL, and a step is reachable once every step
// before it is saved on the basket.

export const STEP_PATHS = {
  info: "/checkout",
  shipping: "/checkout/shipping",
  payment: "/checkout/payment",
} as const;
export type StepId = keyof typeof STEP_PATHS;
const ORDER: StepId[] = ["info", "shipping", "payment"];

/** The furthest step the shopper may open: the first one not yet saved. */
export function reachedStep(checkout: BasketCheckout): StepId {
  if (!checkout.contact) return "info";
  if (!checkout.shipping) return "shipping";
  return "payment";
}

/** Where a request for `step` should go instead, or null when it may be shown. */
export function stepRedirect(step: StepId, checkout: BasketCheckout): string | null {
  const reached = reachedStep(checkout);
  return ORDER.indexOf(step) > ORDER.indexOf(reached) ? STEP_PATHS[reached] : null;
}
