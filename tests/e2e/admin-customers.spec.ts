import { randomBytes } from "node:crypto";

import { formatPrice } from "~/lib/money";

import { createOrder, createSubscriber } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

test("the Customers list finds a customer with their spend net of refunds, and opens their orders", async ({
  page,
  login,
}) => {
  const db = await e2eDb();
  const tag = randomBytes(4).toString("hex");
  const email = `collector-${tag}@example.com`;
  const name = `Collector ${tag}`;
  const first = await createOrder(db, { email, customerName: name, orderDate: new Date("2026-05-01T09:00:00Z") });
  const second = await createOrder(db, {
    email: email.toUpperCase(),
    customerName: name,
    refundedTotal: 1000,
    orderDate: new Date("2026-06-01T09:00:00Z"),
  });
  await createSubscriber(db, email);
  const spend = first.total + second.total - 1000;

  await login();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search customers by name or email" });
  await search.fill(tag);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.getByRole("cell").nth(0)).toHaveText("2");
  await expect(row.getByRole("cell").nth(1)).toHaveText(formatPrice(spend));
  await expect(row).toContainText("Subscribed");

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Lifetime spend")).toBeVisible();
  await expect(page.getByText(formatPrice(spend), { exact: true })).toBeVisible();
  await page.getByRole("link", { name: second.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/orders/${second.orderNumber}$`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(second.orderNumber) })).toBeVisible();
});
