// A basket as the server keeps it, for component tests: `storeCart` sets the count cookie the header
// reads and holds the lines that /api/cart answers (see stubFetch) and that `cartRoute` changes.
import { totals } from "~/modules/cart/basket-pricing";
import type { BasketLine, BasketView } from "~/modules/cart/basket.schema";
import type { CartItem } from "~/modules/cart/cart";

import type { StubRoute } from "./render-route";

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

type StoredLine = Omit<CartItem, "id">;

let lines: BasketLine[] = [];

function view(): BasketView {
  const buyable = lines.filter((line) => !line.problem);
  const subtotal = buyable.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    canCheckout: lines.length > 0 && buyable.length === lines.length,
    discount: null,
    totals: totals(subtotal, "standard", null),
  };
}

function setCount() {
  document.cookie = `shop_basket_count=${view().itemCount}; path=/`;
}

/** Puts these lines in the basket before the page renders (each line's id is its product's with 'line-'). */
export function storeCart(stored: ReadonlyArray<StoredLine>) {
  lines = stored.map((line) => ({
    id: `line-${line.productId}`,
    itemType: line.type,
    itemId: line.productId,
    slug: line.slug,
    name: line.name,
    variant: line.variant ?? null,
    image: line.image,
    quantity: line.quantity,
    price: line.price,
    priceChangedFrom: null,
    maxQuantity: 10,
    capReason: "At most 10 of each item",
    problem: null,
  }));
  setCount();
}

/** Changes a stored line as the server would, e.g. a price that changed since it was added. */
export function changeStoredLine(productId: string, change: Partial<BasketLine>) {
  lines = lines.map((line) => (line.itemId === productId ? { ...line, ...change } : line));
}

/** Forgets the basket and its cookie (after each test). */
export function forgetStoredCart() {
  lines = [];
  document.cookie = "shop_basket_count=; path=/; max-age=0";
}

/** What GET /api/cart answers for the stored basket. */
export function storedCartAnswer(path: string) {
  return path === "/api/cart" ? { basket: view() } : undefined;
}

/** /cart's action in memory: set and remove, answered with the basket as the real one is. */
export function cartRoute(): StubRoute {
  return {
    id: "routes/cart",
    path: "cart",
    action: async ({ request }) => {
      const form = await request.formData();
      const lineId = String(form.get("lineId"));
      const quantity = Number(form.get("quantity"));
      lines =
        form.get("intent") === "remove" || quantity < 1
          ? lines.filter((line) => line.id !== lineId)
          : lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
      setCount();
      return { ok: true, basket: view(), notice: null };
    },
  };
}

/** The stored basket as the server's loaders read it. */
export const storedBasket = (): BasketView => view();
