import { expect, test, type Page } from "@playwright/test";

import { setVariantStock } from "../support/factories";
import { e2eDb } from "./support/db";
import { fillInformation, newProduct } from "./support/purchase";

// A shopper's purchase on a 360 px phone, with JavaScript and without: the product page opens with a colour in
// stock chosen, and once Add to Cart has scrolled away a bar at the foot of the screen adds it; the checkout shows
// its total at the top, its summary folded, and Edit Cart opens the basket (the drawer, or /cart without scripts).

const drawer = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("buys the colour the page opens with, from the bar that keeps Add to Cart in reach", async ({ page }) => {
      const product = await newProduct({ price: 2999, variantOptions: ["Glacier Blue", "Stealth Black"] });
      await setVariantStock(await e2eDb(), product, { "Glacier Blue": 0, "Stealth Black": 8 });
      await page.goto(`/product/${product.slug}`);
      // the first colour in stock is chosen in the server's page
      await expect(page.getByRole("radio", { name: "Stealth Black", exact: true })).toBeChecked();
      const bar = page.getByRole("button", { name: `Add ${product.name} to Cart` });
      await expect(bar).toBeHidden();
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      if (javaScriptEnabled) {
        await page.getByRole("heading", { name: "Customer reviews" }).scrollIntoViewIfNeeded();
        await expect(bar).toBeVisible();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await bar.click();
        await expect(drawer(page).getByText("Stealth Black", { exact: true })).toBeVisible();
      } else {
        // without scripts there is no bar: the page's own button adds the chosen colour
        await page.getByRole("heading", { name: "Customer reviews" }).scrollIntoViewIfNeeded();
        await expect(bar).toBeHidden();
        await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole("main").getByText("Stealth Black", { exact: true })).toBeVisible();
      }
    });

    test("an add-on reached from a console opens with that console's size, and names every console it fits", async ({
      page,
    }) => {
      await page.goto("/product/r36-ultra");
      await page.locator('a[href^="/addon/screen-protector-3-pack"]').first().click();
      await expect(page).toHaveURL(/\/addon\/screen-protector-3-pack\?for=R36(\+|%20)Ultra$/);
      await expect(page.getByRole("radio", { name: "4-inch (R36 Ultra)", exact: true })).toBeChecked();
      const compatible = page.getByRole("region", { name: "Compatible with" });
      // each of the three sizes' consoles (the journeys' shared shop may hold more consoles named like them)
      for (const name of ["R36S Retro Handheld", "R36 Ultra", "X55 Handheld"])
        await expect(compatible.getByRole("link", { name, exact: true })).toBeVisible();
      // the same page reached from another console opens with its own size (the page cache keeps one per console)
      await page.goto("/addon/screen-protector-3-pack?for=X55+Handheld");
      await expect(page.getByRole("radio", { name: "5.5-inch (X55)", exact: true })).toBeChecked();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });

    test("edits the basket from the checkout, whose summary shows the total at the top", async ({ page }) => {
      const product = await newProduct({ price: 2999, variantOptions: ["White"] });
      await page.goto(`/product/${product.slug}`);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      if (javaScriptEnabled) await expect(drawer(page)).toBeVisible();
      else await expect(page).toHaveURL(/\/cart$/);

      await page.goto("/checkout");
      await fillInformation(page, "phone-shopper@example.com");
      await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
      // later steps say what the earlier ones took, with a way back to change it
      await expect(page.getByText("phone-shopper@example.com")).toBeVisible();
      await expect(page.getByRole("link", { name: "Change contact" })).toBeVisible();
      // a focused checkout: no site navigation
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      // £29.99 + £4.99 standard delivery, folded into the toggle above the form
      const toggle = page.getByText("Show order summary");
      await expect(page.locator("details[data-order-summary] > summary")).toContainText("£34.98");
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await toggle.click();
      const summary = page.getByRole("region", { name: "Order Summary" });
      await expect(summary.getByText(product.name)).toBeVisible();
      await summary.getByRole("link", { name: "Edit Cart" }).click();

      const basket = javaScriptEnabled ? drawer(page) : page.getByRole("main");
      if (!javaScriptEnabled) await expect(page).toHaveURL(/\/cart$/);
      await basket.getByRole("button", { name: `Increase quantity of ${product.name} (White)` }).click();
      await expect(page.getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
      await basket.getByRole("link", { name: "Checkout", exact: true }).click();
      await expect(page).toHaveURL(/\/checkout/);
      // two at £29.99 is over the free-delivery threshold
      await expect(page.locator("details[data-order-summary] > summary")).toContainText("£59.98");
    });
  });
}
