// A shopper's purchase through the real checkout (test payment provider), shared by the journeys.
import { expect, type Page } from "@playwright/test";

import { products } from "~/db/schema/catalog";

import { createProduct, uniquelyNamed } from "../../support/factories";
import { e2eDb } from "./db";

/** A published product of its own, so journeys run in any order. */
export async function newProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  return createProduct(await e2eDb(), {
    ...uniquelyNamed("Checkout Console"),
    price: 2999,
    stockQuantity: 10,
    ...overrides,
  });
}

/** Puts lines in the cart the way the storefront stores it, lets it reach the server, then opens /checkout. */
export async function openCheckoutWith(
  page: Page,
  product: typeof products.$inferSelect,
  quantity: number,
  variant = "White",
) {
  await fillBasket(page, product, quantity, variant);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
}

/** Puts lines in the cart the way the storefront stores it and waits until the server's basket has them. */
export async function fillBasket(
  page: Page,
  product: typeof products.$inferSelect,
  quantity: number,
  variant = "White",
) {
  const cart = {
    items: [
      {
        id: `${product.id}-${variant}`,
        productId: product.id,
        type: "product",
        name: product.name,
        price: product.price,
        image: product.image,
        slug: product.slug,
        variant,
        quantity,
      },
    ],
  };
  await storeCart(page, cart);
  // the checkout is read from the server's basket: the storefront moves the stored cart there first
  await page.goto("/");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "shop_basket"))
    .toBe(true);
}

/**
 * Puts `cart` where a browser's storefront kept it (localStorage), written before the first page's scripts
 * run, once per tab: no other page's cart can overwrite it, and later pages (the confirmation) see what
 * the checkout left behind.
 */
export async function storeCart(page: Page, cart: { items: object[] }) {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("cart-seeded")) return;
    window.sessionStorage.setItem("cart-seeded", "1");
    window.localStorage.setItem("retro-shop-cart", value);
  }, JSON.stringify(cart));
}

/** Without JavaScript: the product page's Add to Cart posts the chosen option, and lands on /cart. */
export async function addToCartWithoutScripts(page: Page, product: typeof products.$inferSelect, variant: string) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("radio", { name: variant }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** A cart of `product` through the checkout's contact and shipping steps, to the payment step. */
export async function checkoutToPayment(
  page: Page,
  product: typeof products.$inferSelect,
  quantity: number,
  email: string,
) {
  await openCheckoutWith(page, product, quantity);
  await fillInformation(page, email);
  await fillShipping(page);
}

/** A whole purchase, paid with the test card that is accepted; answers the order number it was given. */
export async function buy(page: Page, product: typeof products.$inferSelect, quantity: number, email: string) {
  await checkoutToPayment(page, product, quantity, email);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
  return page.url().split("/").pop()!;
}

export async function fillInformation(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue to shipping" }).click();
}

export async function fillShipping(page: Page) {
  await page.getByLabel("Full name").fill("Jamie Smith");
  await page.getByLabel("Street address").fill("1 High Street");
  await page.getByLabel("Town/City").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 1AA");
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

export async function payWith(page: Page, cardNumber: string) {
  await expect(page.getByText("Test mode: no real payment will be taken.")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
}
