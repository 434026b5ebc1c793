import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useMatches } from "react-router";

import type { BasketView } from "./basket.schema";
import type { CartItem } from "./cart";
import { hasStoredCart, postStoredCart, readCountCookie } from "./cart-upgrade";
import { emptyBasketView } from "./empty-basket";

// The storefront's view of the basket kept on the server (DESIGN.md). Pages are cached and the same for
// everyone, so nothing of the basket is in their HTML: after hydration the header reads the count from
// the script-readable count cookie, and the lines are read from /api/cart when there are any and again
// each time the drawer opens. The pages that are never cached (/cart, the checkout) read the basket in
// their loaders, and the header shows that count from their data, before and without JavaScript; any other
// page rendered for one request (never stored) shows the count cookie's, read by the root loader. Every
// change is a form posted to /cart; its answer (the basket as the server now has it) is handed back here
// with `apply`.

type CartApi = {
  /** the basket's lines in the shape the checkout reads (id is the line's id) */
  items: CartItem[];
  /** the basket as the server last answered, or null before it was read */
  basket: BasketView | null;
  isOpen: boolean;
  /** false until the basket is known in the browser (the server renders no basket) */
  hydrated: boolean;
  itemCount: number;
  subtotal: number;
  /** the last change, said in the drawer's and /cart's live region */
  announcement: string;
  apply: (basket: BasketView) => void;
  /** opens the drawer on this answer (after Add to Cart), without reading the basket again */
  show: (basket: BasketView) => void;
  announce: (text: string) => void;
  /** reads the basket from the server again */
  refresh: () => void;
  /** the order was placed: the server emptied the basket, the browser forgets it too */
  clearCart: () => void;
  openCart: () => void;
  closeCart: () => void;
};

const CartContext = createContext<CartApi | null>(null);

export function toCartItems(basket: BasketView | null): CartItem[] {
  return (basket?.lines ?? []).map((line) => ({
    id: line.id,
    productId: line.itemId,
    type: line.itemType,
    name: line.name,
    price: line.price,
    image: line.image,
    slug: line.slug,
    variant: line.variant ?? undefined,
    quantity: line.quantity,
  }));
}

async function readBasket(): Promise<BasketView | null> {
  try {
    const response = await fetch("/api/cart", { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as { basket: BasketView }).basket : null;
  } catch {
    return null;
  }
}

/**
 * The basket count an uncached page was rendered with: its loader's basket (/cart, the checkout), else the
 * root loader's count cookie; null on the cached pages, which carry none.
 */
function useServerBasketCount(): number | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const count = (matches[i].data as { basket?: { itemCount?: unknown } } | undefined)?.basket?.itemCount;
    if (typeof count === "number") return count;
  }
  const root = matches.find((match) => match.id === "root")?.data as { basketCount?: unknown } | undefined;
  return typeof root?.basketCount === "number" ? root.basketCount : null;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [basket, setBasket] = useState<BasketView | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const serverCount = useServerBasketCount();
  const [known, setKnown] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [announcement, announce] = useState("");
  // every answer is numbered: a read that started before a change never overwrites that change's answer
  const version = useRef(0);

  const apply = useCallback((next: BasketView) => {
    version.current += 1;
    setBasket(next);
    setKnown(true);
  }, []);

  const refresh = useCallback(() => {
    const started = version.current;
    void readBasket().then((read) => {
      if (read && version.current === started) apply(read);
      else if (!read) setKnown(true);
    });
  }, [apply]);

  // After hydration: an older version's cart kept in this browser goes to the server once; then the
  // basket is read when the count cookie says it holds something. In a task of its own: the page's first
  // look at localStorage waits for the browser to open it, which would lengthen the task that ends hydration.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const stored = readCountCookie();
      setCount(stored);
      if (!hasStoredCart()) {
        if (stored > 0) refresh();
        else setKnown(true);
        return;
      }
      void postStoredCart().then((posted) => {
        if (!live) return;
        if (posted) apply(posted);
        else refresh();
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [apply, refresh]);

  const api = useMemo<CartApi>(
    () => ({
      items: toCartItems(basket),
      basket,
      isOpen,
      hydrated: known,
      itemCount: basket ? basket.itemCount : (count ?? serverCount ?? 0),
      subtotal: basket?.subtotal ?? 0,
      announcement,
      apply,
      show: (next) => {
        apply(next);
        setOpen(true);
      },
      announce,
      refresh,
      clearCart: () => apply(emptyBasketView()),
      openCart: () => {
        setOpen(true);
        // prices, stock and availability are read afresh for every view
        refresh();
      },
      closeCart: () => setOpen(false),
    }),
    [basket, count, serverCount, known, isOpen, announcement, apply, refresh],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error("useCart must be used within CartProvider");
  return api;
}
