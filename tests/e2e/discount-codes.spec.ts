import { randomBytes } from "node:crypto";

import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";

import { orders } from "~/db/schema/orders";

import { uniqueEmail } from "../support/factories";
import { createDiscountCode } from "../support/promotion-factories";
import { e2eDb } from "./support/db";
import {
  addToCartWithoutScripts,
  fillBasket,
  fillInformation,
  fillShipping,
  newProduct,
  payWith,
} from "./support/purchase";

// A code typed in the basket is the shopper's saving all the way to what the card is charged.

test("a code entered in the basket lowers the Pay amount by exactly the discount", async ({ page }) => {
  const product = await newProduct({ price: 2999 });
  const code = `JOURNEY${randomBytes(3).toString("hex").toUpperCase()}`;
  await createDiscountCode(await e2eDb(), { code, kind: "percentage", value: 10 });
  const email = uniqueEmail("code");

  await fillBasket(page, product, 1);
  await page.goto("/cart");
  await page.getByLabel("Discount code").fill("  " + code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  // £29.99 + £4.99 delivery − £3.00 (10% of £29.99)
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText("−£3.00")).toBeVisible();
  await expect(page.getByText("£31.98")).toBeVisible();

  await page.goto("/checkout");
  await fillInformation(page, email);
  await fillShipping(page);
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  // without the code this would be £34.98
  await expect(page.getByRole("button", { name: "Pay £31.98" })).toBeVisible();
  await payWith(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
  const orderNumber = page.url().split("/").pop()!;
  await expect(page.locator("dl").last()).toContainText(`Discount (${code})−£3.00`);
  const [order] = await (await e2eDb()).select().from(orders).where(eq(orders.orderNumber, orderNumber));
  expect(order).toMatchObject({ total: 3198, discount: 300, discountCode: code, vat: 533 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong code is answered 'This code isn't valid' in the basket", async ({ page }) => {
    const product = await newProduct({ variantOptions: ["White", "Black"] });
    await addToCartWithoutScripts(page, product, "Black");
    await page.getByLabel("Discount code").fill("NOT-A-REAL-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("This code isn't valid")).toBeVisible();
  });
});
