import { randomBytes } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";

import { createAddon } from "../support/factories";
import { e2eDb } from "./support/db";
import { hydrated } from "./support/hold-scripts";
import { addToCartWithoutScripts, newProduct, storeCart } from "./support/purchase";

// The basket kept on the server, as a shopper meets it on the storefront: Add to Cart with and without
// JavaScript, the drawer's limits and notices read fresh from the server, and an upsell that asks.

const drawer = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

test("+ stops at the stock, with the reason beside it", async ({ page }) => {
  const product = await newProduct({ stockQuantity: 2, variantOptions: [] });
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const cart = drawer(page);
  const plus = cart.getByRole("button", { name: `Increase quantity of ${product.name}` });
  await expect(plus).toBeEnabled();
  await plus.click();
  await expect(cart.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveText("2");
  await expect(plus).toBeDisabled();
  await expect(cart.getByText("Only 2 left", { exact: true })).toBeVisible();
  await cart.getByRole("button", { name: "Close" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
});

test("a price changed since the shopper saw it is said on its line until they press OK", async ({ page }) => {
  const product = await newProduct({ price: 4999, variantOptions: [] });
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(drawer(page).getByText("£49.99 each")).toBeVisible();
  await drawer(page).getByRole("button", { name: "Close" }).click();

  const db = await e2eDb();
  await db.update(products).set({ price: 5499 }).where(eq(products.id, product.id));
  await cartLink(page).click();
  await expect(drawer(page).getByText("Price changed from £49.99 to £54.99")).toBeVisible();
  await expect(drawer(page).getByText("£54.99 each")).toBeVisible();

  // a reload (and the drawer's own read of the basket) keeps the notice until the shopper says they saw it
  await page.reload();
  await cartLink(page).click();
  await expect(drawer(page).getByText("Price changed from £49.99 to £54.99")).toBeVisible();
  await drawer(page)
    .getByRole("button", { name: /OK, I have seen the new price/ })
    .click();
  await expect(drawer(page).getByText(/Price changed/)).toHaveCount(0);
  await page.reload();
  await cartLink(page).click();
  await expect(drawer(page).getByText("£54.99 each")).toBeVisible();
  await expect(drawer(page).getByText(/Price changed/)).toHaveCount(0);
});

test("a line shows its variant's picture in the drawer", async ({ page }) => {
  const product = await newProduct({
    variantOptions: ["Black", "Blue"],
    image: "/images/products/r36s-black.webp",
    variantImages: { Blue: "/images/products/r36s-blue.webp" },
  });
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole("radio", { name: "Blue" }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const line = drawer(page).getByRole("listitem").filter({ hasText: product.name });
  await expect(line.locator("img").first()).toHaveAttribute("src", "/images/products/r36s-blue.webp");
});

test("an upsell with options asks which one before it goes in", async ({ page }) => {
  const product = await newProduct({ variantOptions: [] });
  const db = await e2eDb();
  const name = `Fitted Case ${randomBytes(3).toString("hex")}`;
  // tied to this model and made just now: first in the list for this basket
  await createAddon(db, { name, productLinked: product.id, variantOptions: ["Red", "Green"] });
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const cart = drawer(page);
  await cart.getByRole("button", { name: `Add ${name} to cart` }).click();
  const choice = cart.getByRole("group", { name: `Choose an option for ${name}` });
  await expect(choice).toBeVisible();
  await choice.getByRole("radio", { name: "Green" }).check();
  await cart.getByRole("button", { name: `Add ${name} (Green) to cart` }).click();
  await expect(cart.getByLabel(`Quantity of ${name} (Green)`, { exact: true })).toHaveText("1");
});

test("a cart an older version kept in this browser moves to the server once, and the key goes", async ({ page }) => {
  const product = await newProduct({ variantOptions: ["White"] });
  const stored = {
    items: [{ id: `${product.id}-White`, productId: product.id, type: "product", name: product.name, price: 1 }].map(
      (item) => ({ ...item, image: "", slug: product.slug, variant: "White", quantity: 3 }),
    ),
  };
  await storeCart(page, stored);
  await page.goto("/");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  expect(await page.evaluate(() => window.localStorage.getItem("retro-shop-cart"))).toBeNull();
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await cartLink(page).click();
  // the server's price, not the one the browser kept
  await expect(drawer(page).getByText(`£${(product.price / 100).toFixed(2)} each`)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to Cart reaches /cart with the line, and + there changes it", async ({ page }) => {
    const product = await newProduct({ variantOptions: ["White", "Black"] });
    await addToCartWithoutScripts(page, product, "Black");
    await expect(page.getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();
    await expect(page.getByText(`${product.name} has been added to your cart.`)).toBeVisible();
    await expect(page.getByRole("link", { name: product.name })).toBeVisible();
    await page.getByRole("button", { name: `Increase quantity of ${product.name} (Black)` }).click();
    await expect(page.getByLabel(`Quantity of ${product.name} (Black)`, { exact: true })).toHaveText("2");
    // the header's basket link is the page itself
    await page.goto("/");
    await expect(cartLink(page)).toHaveAttribute("href", "/cart");
  });
});
