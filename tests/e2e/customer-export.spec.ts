import fs from "node:fs";

import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

// A subject access request answered from a customer's page: the button downloads their data as JSON.
test("a customer's data downloads as a JSON file from their page", async ({ page, login }) => {
  const db = await e2eDb();
  const email = `export.${Date.now()}@example.com`;
  const order = await createOrder(db, { email, customerName: "Export Person" });
  await login();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/dashboard/customers/${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Export Person" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.screenshot({ path: "test-results/customer-export-390.png", fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download their data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(data).toMatchObject({ email, orders: [{ orderNumber: order.orderNumber, customerName: "Export Person" }] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/customer-export-1280.png", fullPage: true });
});
