import { totals } from "./basket-pricing";
import type { BasketView } from "./basket.schema";

// The empty basket, priced, for the browser's cart state. Its own module, free of zod: the cart state is in every
// storefront page's first load, and zod there would run before the root route sets it jitless (lib/zod-browser.ts).
export const emptyBasketView = (): BasketView => ({
  lines: [],
  itemCount: 0,
  subtotal: 0,
  canCheckout: false,
  discount: null,
  totals: totals(0, "standard", null),
});
