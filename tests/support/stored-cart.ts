// A cart as the browser keeps it (localStorage, read by CartProvider on mount), for component tests.
import { CART_STORAGE_KEY, lineId, type CartItem } from "~/modules/cart/cart";

export const CONSOLE = {
  productId: "11111111-1111-4111-8111-111111111111",
  type: "product",
  name: "R36S Console",
  price: 3999,
  image: "",
  slug: "r36s-console",
  variant: "Black",
  quantity: 1,
} as const;
export const CASE = {
  productId: "22222222-2222-4222-8222-222222222222",
  type: "addon",
  name: "Carry Case",
  price: 450,
  image: "",
  slug: "carry-case",
  quantity: 2,
} as const;

/** Puts these lines in the stored cart before the page renders. */
export function storeCart(lines: ReadonlyArray<Omit<CartItem, "id">>) {
  const items: CartItem[] = lines.map((line) => ({ ...line, id: lineId(line.productId, line.variant) }));
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items }));
}
