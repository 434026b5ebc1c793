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

/**
 * The checkout's pages keep the shopper on the purchase: the storefront layout reads this handle and draws a header
 * of logo, basket and help without the site's navigation, and a footer of the legal links and who the shop is.
 */
export const FOCUSED_LAYOUT_HANDLE = { focusedLayout: true };

/** The query the drawer's and /cart's Checkout link carries: open the furthest step reached, not the first. */
export const RESUME_PARAM = "resume";

/** What a step posted before the one it needs says, on the step still to fill in. */
export const FILL_IN_FIRST: Record<Exclude<StepId, "payment">, string> = {
  info: "Please enter your contact information first.",
  shipping: "Please enter your shipping address first.",
};

/** The payment step without JavaScript, when the card form is Stripe's (it runs only in the browser). */
export const CARD_NEEDS_JAVASCRIPT = "Card payment needs JavaScript. Please turn it on to pay.";

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

/** What a step's own save needs the basket's record to hold already (the step before it). */
export const STEP_NEEDS: Record<StepId, keyof BasketCheckout | null> = {
  info: null,
  shipping: "contact",
  payment: "shipping",
};

/** A step posted before the one it needs: where to send the shopper, and what to say there. */
export function skippedStep(step: StepId, checkout: BasketCheckout): { to: string; message: string } | null {
  const reached = reachedStep(checkout);
  if (reached === "payment" || ORDER.indexOf(step) <= ORDER.indexOf(reached)) return null;
  return { to: STEP_PATHS[reached], message: FILL_IN_FIRST[reached] };
}
