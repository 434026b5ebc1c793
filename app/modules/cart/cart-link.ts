import type { MouseEvent } from "react";

/**
 * A link to /cart that opens the drawer instead when the page runs: a plain click opens it, while a click that
 * asks for a new tab or window (a modifier key, another button) follows the link as the browser would.
 */
export function opensCartDrawer(openCart: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openCart();
  };
}
