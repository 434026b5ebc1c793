import { expect, type Page } from "@playwright/test";

import { emailTo } from "./emails";

/** "Find my orders": asks for the link from the footer, follows the emailed link, and opens `orderNumber`. */
export async function openOwnOrder(page: Page, email: string, orderNumber: string) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Find My Orders" }).click();
  await expect(page.getByRole("heading", { name: "Find my orders" })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we've emailed you a link" })).toBeVisible();

  const eml = await emailTo(email, "Your orders at");
  const link = /http:\/\/127\.0\.0\.1:\d+\/my-orders\?token=[A-Za-z0-9._-]+/.exec(eml)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  // the token leaves the address bar at once
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("heading", { name: "Your orders" })).toBeVisible();
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
}
