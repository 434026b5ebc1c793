import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import * as cartRules from "./cart";
import type { CartItem, CartState, NewCartItem } from "./cart";

type CartApi = {
  items: CartItem[];
  isOpen: boolean;
  /** false until the stored cart has been read in the browser (the server renders an empty cart) */
  hydrated: boolean;
  itemCount: number;
  subtotal: number;
  addItem: (item: NewCartItem, quantity?: number) => void;
  setQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  clearCart: () => void;
  openCart: () => void;
  closeCart: () => void;
  refreshPrices: (current: Record<string, { price: number; name: string; image: string } | null>) => void;
};

const CartContext = createContext<CartApi | null>(null);

/** Holds the cart, saved to localStorage on every change (the drawer's open flag is not saved). */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<CartState>(cartRules.emptyCart);
  const [hydrated, setHydrated] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    setCart(cartRules.parseStoredCart(window.localStorage.getItem(cartRules.CART_STORAGE_KEY)));
    loaded.current = true;
    setHydrated(true);
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartRules.CART_STORAGE_KEY) {
        setCart((current) => ({ ...cartRules.parseStoredCart(event.newValue), isOpen: current.isOpen }));
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      window.localStorage.setItem(cartRules.CART_STORAGE_KEY, JSON.stringify({ items: cart.items }));
    } catch {
      // storage full or disabled: the cart still works for this page view
    }
  }, [cart.items]);

  const update = useCallback((change: (cart: CartState) => CartState) => setCart(change), []);

  const api = useMemo<CartApi>(
    () => ({
      items: cart.items,
      isOpen: cart.isOpen,
      hydrated,
      itemCount: cartRules.itemCount(cart.items),
      subtotal: cartRules.subtotal(cart.items),
      addItem: (item, quantity) => update((c) => cartRules.addItem(c, item, quantity)),
      setQuantity: (id, quantity) => update((c) => cartRules.setQuantity(c, id, quantity)),
      removeItem: (id) => update((c) => cartRules.removeItem(c, id)),
      clearCart: () => update(cartRules.clearCart),
      openCart: () => update((c) => cartRules.setOpen(c, true)),
      closeCart: () => update((c) => cartRules.setOpen(c, false)),
      refreshPrices: (current) => update((c) => cartRules.refreshPrices(c, current)),
    }),
    [cart, hydrated, update],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error("useCart must be used within CartProvider");
  return api;
}
