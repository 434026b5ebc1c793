import { expect, test, type Page } from "@playwright/test";

import { setVariantStock } from "../support/factories";
import { e2eDb } from "./support/db";
import { newProduct } from "./support/purchase";

// Stock per colour (ADR 245): a sold-out colour says so in the picker and offers "Email me when it's
// back", while the colours beside it stay buyable with their own stock line and price.

const drawer = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });

test("a sold-out colour beside buyable ones: the basket takes a buyable one", async ({ page }) => {
  const product = await newProduct({ price: 2999, variantOptions: ["Glacier Blue", "Stealth Black", "Crimson Red"] });
  await setVariantStock(await e2eDb(), product, { "Glacier Blue": 0, "Stealth Black": 3, "Crimson Red": 20 });
  await page.goto(`/product/${product.slug}`);

  const blue = page.getByRole("radio", { name: "Glacier Blue Sold out" });
  await expect(blue).toBeVisible();
  await expect(page.getByRole("radio", { name: "Stealth Black", exact: true })).toBeVisible();

  await blue.check();
  await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  const alert = page.getByRole("region", { name: "Email me when it's back" });
  await expect(alert.getByLabel("Option")).toHaveValue("Glacier Blue");

  await page.getByRole("radio", { name: "Stealth Black", exact: true }).check();
  await expect(page.getByText("Only 3 left in stock - order soon!")).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const cart = drawer(page);
  await expect(cart.getByText("Stealth Black")).toBeVisible();
  await expect(cart.getByText("£29.99 each")).toBeVisible();
});
