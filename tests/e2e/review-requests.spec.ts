import { randomBytes } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { reviewRequests } from "~/db/schema/reviews";

import { e2eDb } from "./support/db";
import { emailAbout } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { newProduct } from "./support/purchase";

// Verified reviews come from orders: the operator ships an order, the buyer is emailed a one-time link
// once the delay has passed, rates what they bought, and the review waits for the operator, verified.

test("a buyer reviews their order through the emailed link, once; the admin sees it pending and verified", async ({
  page,
  login,
}) => {
  // shipping, the outbox's pass and the review together outlast the default on a busy machine
  test.setTimeout(120_000);
  const product = await newProduct({ name: `Review Console ${randomBytes(3).toString("hex")}` });
  const order = await paidOrder(product.price, [
    {
      productId: product.id,
      type: "product",
      name: product.name,
      image: "",
      variant: "Black",
      quantity: 1,
      price: product.price,
    },
  ]);
  await login();
  await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);
  await page.getByLabel("Tracking number").fill("RM 8765 4321 GB");
  await page.getByRole("button", { name: "Update Order" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "marked as shipped" })).toBeVisible();

  // the shop's delay (7 days by default) has passed since it shipped
  const db = await e2eDb();
  await db
    .update(reviewRequests)
    .set({ shippedAt: sql`now() - interval '8 days'` })
    .where(eq(reviewRequests.orderId, order.id));
  const eml = await emailAbout(`How was your order ${order.orderNumber}?`, 30_000);
  expect(eml).toContain(`To: ${order.email}`);
  const link = /http:\/\/127\.0\.0\.1:\d+(\/review\/[\w-]+\.[\w-]+)/.exec(eml)?.[1];
  expect(link).toBeTruthy();

  // an altered link is not found
  const altered = await page.goto(`${link!.slice(0, -2)}xx`);
  expect(altered?.status()).toBe(404);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await page.getByLabel("Your name, as shown with your reviews").fill("Robin C.");
  await page.getByLabel(`Rating for ${product.name}`).selectOption("4");
  await page.getByLabel(`Title for ${product.name}`).fill("Pocket-sized joy");
  await page.getByLabel(`Review of ${product.name}`).fill("The screen is sharp and the battery lasts.");
  await page.getByRole("button", { name: "Send my reviews" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();

  // the link works once
  const again = await page.goto(link!);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This review link has already been used" })).toBeVisible();

  await page.goto("/admin/dashboard/reviews?search=Robin%20C.");
  const row = page.getByRole("row").filter({ hasText: "Robin C." });
  await expect(row.getByText("Verified purchase")).toBeVisible();
  await expect(row.getByText("Pending")).toBeVisible();
  await expect(row.getByText("Pocket-sized joy")).toBeVisible();
});
