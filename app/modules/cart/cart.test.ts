import { describe, expect, it } from "vitest";

import {
  addItem,
  clearCart,
  emptyCart,
  itemCount,
  lineId,
  parseStoredCart,
  refreshPrices,
  removeItem,
  setOpen,
  setQuantity,
  subtotal,
} from "./cart";

const console = {
  productId: "p1",
  type: "product" as const,
  name: "R36S",
  price: 4999,
  image: "/x.webp",
  slug: "r36-console",
};

describe("cart rules", () => {
  it("builds line ids from product id and variant, 'default' without one", () => {
    expect(lineId("p1", "Black")).toBe("p1-Black");
    expect(lineId("p1")).toBe("p1-default");
  });

  it("merges a matching product and variant and appends anything else", () => {
    let cart = addItem(emptyCart(), { ...console, variant: "Black" });
    cart = addItem(cart, { ...console, variant: "Black" }, 2);
    cart = addItem(cart, { ...console, variant: "White" });
    expect(cart.items.map((l) => [l.id, l.quantity])).toEqual([
      ["p1-Black", 3],
      ["p1-White", 1],
    ]);
    expect(itemCount(cart.items)).toBe(4);
    expect(subtotal(cart.items)).toBe(4 * 4999);
  });

  it("removes a line when its quantity drops below 1", () => {
    const cart = addItem(emptyCart(), { ...console, variant: "Black" });
    expect(setQuantity(cart, "p1-Black", 0).items).toEqual([]);
    expect(setQuantity(cart, "p1-Black", 5).items[0].quantity).toBe(5);
  });

  it("takes the server's current prices and drops lines no longer for sale", () => {
    let cart = addItem(emptyCart(), console);
    cart = addItem(cart, { ...console, productId: "gone", name: "Gone" });
    const fresh = refreshPrices(cart, { p1: { price: 4499, name: "R36S", image: "" }, gone: null });
    expect(fresh.items).toHaveLength(1);
    expect(fresh.items[0].price).toBe(4499);
  });

  it("ignores a malformed stored cart instead of trusting it", () => {
    expect(parseStoredCart("not json").items).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ id: "x", quantity: -3 }] })).items).toEqual([]);
  });

  it("the minus button's quantity minus one lowers the line, and from 1 removes it", () => {
    let cart = addItem(emptyCart(), console, 2);
    const id = cart.items[0].id;
    cart = setQuantity(cart, id, cart.items[0].quantity - 1);
    expect(cart.items[0].quantity).toBe(1);
    cart = setQuantity(cart, id, cart.items[0].quantity - 1);
    expect(cart.items).toEqual([]);
  });

  it("removes one line, clears all, and opens and closes the drawer without touching the lines", () => {
    let cart = addItem(addItem(emptyCart(), console), { ...console, productId: "p2" });
    cart = removeItem(cart, "p1-default");
    expect(cart.items.map((l) => l.id)).toEqual(["p2-default"]);
    cart = setOpen(cart, true);
    expect(cart.isOpen).toBe(true);
    expect(setOpen(cart, false)).toEqual({ items: cart.items, isOpen: false });
    expect(clearCart(cart).items).toEqual([]);
  });

  it("never restores the drawer as open from storage", () => {
    const stored = JSON.stringify({ items: addItem(emptyCart(), console).items, isOpen: true });
    expect(parseStoredCart(stored)).toMatchObject({ isOpen: false, items: [{ id: "p1-default", quantity: 1 }] });
  });
});
