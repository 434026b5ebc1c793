// The checkout's steps as server forms, through the real Express app: a file's shop (and one with Stripe set),
// its database (not emptied between tests), and a basket taken to each step by its forms, cookies kept as the
// browser keeps them.
import { expect } from "vitest";

import type { products } from "~/db/schema/catalog";

import { createProduct } from "./factories";
import { startFileShop } from "./shop-server";
import { freshTestDb } from "./test-db";

export async function checkoutStepsShop() {
  const database = await freshTestDb();
  const { db } = database;
  const shop = await startFileShop(database, { warmUp: "/checkout" });
  const stripeShop = await startFileShop(database, { env: { STRIPE_SECRET_KEY: "sk_test_fake" } });

  const ADDRESS = {
    fullName: "Ada Lovelace",
    streetAddress: "1 Analytical Row",
    apartment: "",
    city: "London",
    postcode: "sw1a1aa",
    country: "United Kingdom",
    phone: "020 7946 0000",
    shippingMethod: "express",
  };

  /** A basket holding one console, as Add to Cart without JavaScript leaves it: its cookie. */
  async function basketCookie() {
    const product = await createProduct(db, { name: "Step Console", variantOptions: ["Blue"], price: 4999 });
    const response = await fetch(`${shop.url}/cart`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "add",
        redirectTo: "/cart",
        itemType: "product",
        itemId: product.id,
        variant: "Blue",
      }),
      redirect: "manual",
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** Form posts and page loads on one shop, with the cookies given, redirects not followed. */
  const requestsTo = (base: string) => ({
    post: (path: string, cookie: string, fields: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { cookie },
        redirect: "manual",
      }),
    get: (path: string, cookie: string) => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" }),
  });
  const { post, get } = requestsTo(shop.url);
  const stripe = requestsTo(stripeShop.url);

  const STANDARD = { ...ADDRESS, shippingMethod: "standard" };
  const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

  /** The cookies a response sets, as the next request sends them (later ones win). */
  function withCookies(cookie: string, response: Response): string {
    const jar = new Map<string, string>();
    const keep = (pair: string) => jar.set(pair.slice(0, pair.indexOf("=")), pair);
    for (const pair of cookie ? cookie.split("; ") : []) keep(pair);
    for (const set of response.headers.getSetCookie()) keep(set.split(";")[0]);
    return [...jar.values()].join("; ");
  }

  /** A basket holding `quantity` of a new console, as Add to Cart without JavaScript leaves it. */
  async function basketWith(quantity = 1, overrides: Partial<typeof products.$inferInsert> = {}) {
    const product = await createProduct(db, { name: "Form Console", variantOptions: [], price: 4999, ...overrides });
    const added = await post("/cart", "", {
      intent: "add",
      redirectTo: "/cart",
      itemType: "product",
      itemId: product.id,
      quantity: String(quantity),
    });
    return { product, cookie: withCookies("", added) };
  }

  /** Contact and shipping saved, as the first two steps' forms leave them. */
  async function atPayment(cookie: string, email = "ada@example.com") {
    expect((await post("/checkout", cookie, { email })).headers.get("location")).toBe("/checkout/shipping");
    expect((await post("/checkout/shipping", cookie, STANDARD)).headers.get("location")).toBe("/checkout/payment");
  }

  return {
    database,
    db,
    shop,
    post,
    get,
    stripe,
    ADDRESS,
    STANDARD,
    CARD,
    withCookies,
    basketCookie,
    basketWith,
    atPayment,
  };
}
