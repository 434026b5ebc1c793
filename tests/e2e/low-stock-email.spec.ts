// Low stock reaches the operator (docs/decisions/245): with a notification address in Settings, a
// product whose stock is brought down to its alert in the back office sends the shop one email naming
// it, what is left and its admin page, from the running shop's outbox sweep.

import { eq } from "drizzle-orm";

import { itemVariants } from "~/db/schema/catalog";

import { uniqueEmail } from "../support/factories";
import { e2eDb } from "./support/db";
import { emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

test("a product brought down to its low-stock alert emails the notification address", async ({ page, login }) => {
  test.slow();
  const shop = uniqueEmail("stockroom");
  const product = await newProduct({ stockQuantity: 20, stockAlertThreshold: 10, variantOptions: [] });

  await login();
  await page.goto("/admin/dashboard/settings");
  await page.getByRole("tab", { name: "Email" }).click();
  await page.getByLabel("Order notification email").fill(shop);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully.")).toBeVisible();

  // a sweep has seen it above its alert, so going down to it is a crossing
  const db = await e2eDb();
  await expect
    .poll(
      async () =>
        (await db.select().from(itemVariants).where(eq(itemVariants.itemId, product.id)))[0]?.lowStockNotifiedAt,
      { timeout: 30_000 },
    )
    .toBeNull();

  await page.goto(`/admin/dashboard/products/edit/${product.id}`);
  await page.getByLabel("Stock quantity", { exact: true }).fill("4");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully.")).toBeVisible();

  const eml = await emailTo(shop, `Low stock: ${product.name}`, 60_000);
  expect(eml).toContain("4 left (alert at 10)");
  expect(eml).toContain(`/admin/dashboard/products/edit/${product.id}`);
});
