import fs from "node:fs";

import { shopifyProductCsv } from "../support/shopify-csv";
import { expect, test } from "./support/fixtures";

// A shop moving in: its Shopify product CSV is checked, imported, and exported again without change.
test("a Shopify CSV of 500 products is checked, imported and exported again unchanged", async ({ page, login }) => {
  test.setTimeout(180_000);
  const prefix = `moved${Date.now()}`;
  const text = shopifyProductCsv(500, prefix);
  const file = { name: "products_export.csv", mimeType: "text/csv", buffer: Buffer.from(text) };
  await login();
  await page.goto("/admin/dashboard/products");
  await page.getByRole("link", { name: "Import / Export" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import / Export Products" })).toBeVisible();

  await page.getByLabel("Product file (CSV)").setInputFiles(file);
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("status")).toContainText("500 products with 667 variants: no problems found.");

  await page.getByLabel("Product file (CSV)").setInputFiles(file);
  await page.getByRole("button", { name: "Import products" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/products$/, { timeout: 120_000 });
  await expect(page.getByText("Imported 500 products.")).toBeVisible();

  await page.getByRole("link", { name: "Import / Export" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export products (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await download.path(), "utf8").split("\r\n");
  const sent = text.split("\r\n");
  expect(exported[0]).toBe(sent[0]);
  // the shop holds other products too: the ones moved in come back row for row, in the file's order
  expect(exported.filter((line) => line.startsWith(prefix))).toEqual(sent.slice(1, -1));
});
