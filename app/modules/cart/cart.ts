// The cart's rules (SPEC §4 'Cart'), as pure functions over plain data. The browser keeps the
// cart; the server re-prices everything at checkout.

export const CART_STORAGE_KEY = "retro-shop-cart";

export type CartItem = {
  /** productId + "-" + variant, or "-default" without one */
  id: string;
  productId: string;
  type: "product" | "addon";
  name: string;
  /** unit price in pence, as last read from the server */
  price: number;
  image: string;
  slug: string;
  variant?: string;
  quantity: number;
};

export type CartState = { items: CartItem[]; isOpen: boolean };

export type NewCartItem = Omit<CartItem, "id" | "quantity">;

export const emptyCart = (): CartState => ({ items: [], isOpen: false });

export function lineId(productId: string, variant?: string | null): string {
  return `${productId}-${variant || "default"}`;
}

/** Same product and variant: the quantity grows by the amount given; otherwise a new line. */
export function addItem(cart: CartState, item: NewCartItem, quantity = 1): CartState {
  const amount = Math.max(1, Math.floor(quantity));
  const id = lineId(item.productId, item.variant);
  const existing = cart.items.find((line) => line.id === id);
  const items = existing
    ? cart.items.map((line) => (line.id === id ? { ...line, quantity: line.quantity + amount } : line))
    : [...cart.items, { ...item, id, quantity: amount }];
  return { ...cart, items };
}

/** A quantity below 1 removes the line. */
export function setQuantity(cart: CartState, id: string, quantity: number): CartState {
  if (!Number.isFinite(quantity) || quantity < 1) return removeItem(cart, id);
  return {
    ...cart,
    items: cart.items.map((line) => (line.id === id ? { ...line, quantity: Math.floor(quantity) } : line)),
  };
}

export function removeItem(cart: CartState, id: string): CartState {
  return { ...cart, items: cart.items.filter((line) => line.id !== id) };
}

export function clearCart(cart: CartState): CartState {
  return { ...cart, items: [] };
}

export function setOpen(cart: CartState, isOpen: boolean): CartState {
  return { ...cart, isOpen };
}

/** Replaces prices (and names/images) with the server's current ones; lines no longer for sale go. */
export function refreshPrices(
  cart: CartState,
  current: Record<string, { price: number; name: string; image: string } | null>,
): CartState {
  const items = cart.items.flatMap((line) => {
    if (!(line.productId in current)) return [line];
    const fresh = current[line.productId];
    return fresh ? [{ ...line, price: fresh.price, name: fresh.name, image: fresh.image || line.image }] : [];
  });
  return { ...cart, items };
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotal(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Reads a stored cart defensively: anything malformed is dropped rather than trusted. */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return emptyCart();
  try {
    const value = JSON.parse(raw) as { items?: unknown; isOpen?: unknown };
    const items = Array.isArray(value.items) ? value.items.filter(isCartItem) : [];
    return { items, isOpen: false };
  } catch {
    return emptyCart();
  }
}

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    typeof v.productId === "string" &&
    (v.type === "product" || v.type === "addon") &&
    typeof v.name === "string" &&
    Number.isInteger(v.price) &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1
  );
}
