import { expect, test } from "./support/fixtures";

test("an anonymous visitor is sent to the admin login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the admin signs in, sees the back office and logs out", async ({ page, login }) => {
  await login();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
