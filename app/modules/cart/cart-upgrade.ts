import type { BasketView } from "./basket.schema";
import { CART_STORAGE_KEY, parseStoredCart } from "./cart";

// What the browser knows of the basket without asking the server, and the one-time move of a cart
// that an older version of the shop kept in localStorage.

/** The count cookie ("shop_basket_count", set by /cart beside the HttpOnly id): 0 when absent. */
export function readCountCookie(): number {
  const match = /(?:^|;\s*)shop_basket_count=(\d+)/.exec(document.cookie);
  return match ? Number(match[1]) : 0;
}

/** Whether an older version of the shop left a cart in this browser. */
export function hasStoredCart(): boolean {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false; // storage disabled: there is nothing an older version could have kept
  }
}

/** Each line of an older stored cart as /cart's add form, answered by the basket (/api/cart). */
export function storedCartForms(raw: string | null): URLSearchParams[] {
  return parseStoredCart(raw).items.map(
    (item) =>
      new URLSearchParams({
        intent: "add",
        itemType: item.type,
        itemId: item.productId,
        variant: item.variant && item.variant !== "default" ? item.variant : "",
        quantity: String(Math.min(item.quantity, 999)),
        redirectTo: "/api/cart",
      }),
  );
}

/**
 * Sends an older version's stored cart to the server line by line (whatever the server refuses, an
 * item no longer sold, is left out), forgetting it first so it is sent once even if the page is left
 * half-way. Returns the basket afterwards, or null when there was nothing to send.
 */
export async function postStoredCart(): Promise<BasketView | null> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (raw === null) return null;
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled: there is nothing an older version could have kept
  }
  let basket: BasketView | null = null;
  for (const body of storedCartForms(raw)) {
    try {
      const response = await fetch("/cart", { method: "POST", body, headers: { Accept: "application/json" } });
      if (response.ok && response.headers.get("Content-Type")?.includes("json"))
        basket = ((await response.json()) as { basket: BasketView }).basket;
    } catch {
      // the network failed for this line: the others still go
    }
  }
  return basket;
}
