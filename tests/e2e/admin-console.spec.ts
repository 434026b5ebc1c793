import { expect, test } from "./support/fixtures";

// Opening and leaving the product editor, as an operator does all day, logs nothing in the browser's
// console: a request the page cancels on its way out is expected, not an error.
test("the product editor opens and closes without a console error", async ({ page, login }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await login();

  await page.goto("/admin/dashboard/products");
  await page.getByRole("link", { name: "Edit X55 Handheld" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("X55 Handheld");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("X55 Handheld");
  // leave while the editor is still loading
  await page.getByRole("link", { name: "Products" }).first().click();
  await page.getByRole("link", { name: "Edit R36 Ultra" }).click();
  await page.getByRole("link", { name: "Orders" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.goto("/admin/dashboard/products/new");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(problems).toEqual([]);
});
