import { expect, test } from "@playwright/test";

import { fillInformation, fillShipping, newProduct, openCheckoutWith } from "./support/purchase";

// The checkout's steps are pages of their own, saved on the basket: a reload stays on the step with
// every field, and the browser's Back goes to the step before, not out of the checkout.

test("reload and Back on each step keep the step and the fields", async ({ page }) => {
  const product = await newProduct();
  await openCheckoutWith(page, product, 1);
  await fillInformation(page, "steps@example.com");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();

  await fillShipping(page);
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByText("steps@example.com")).toBeVisible();
  await expect(page.getByText("1 High Street, Leeds, LS1 1AA, United Kingdom")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Jamie Smith");
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 1AA");
  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("07700 900123");

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("steps@example.com");
  await page.reload();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("steps@example.com");
});
