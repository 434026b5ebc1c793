import { expect, test } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";

test("an anonymous visitor is sent to the admin login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the admin signs in, sees the back office and logs out", async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
