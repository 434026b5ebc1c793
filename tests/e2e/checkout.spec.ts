import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";

import { uniqueEmail } from "../support/factories";
import { e2eDb } from "./support/db";
import {
  checkoutToPayment,
  fillInformation,
  fillShipping,
  newProduct,
  openCheckoutWith,
  payWith,
} from "./support/purchase";

// The checkout journeys: each creates its own product, so they run in any order.

test("a full purchase with 4242 4242 4242 4242 ends on the confirmation page with an empty cart", async ({ page }) => {
  const product = await newProduct({ price: 2999 });
  const email = uniqueEmail("buyer");
  // Anything the shop's own CSP refuses on the way (an inline script, an eval) is a broken page part.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await openCheckoutWith(page, product, 2);

  // 2 × £29.99 = £59.98: over the £50 threshold, so delivery is free; VAT contained is £10.00
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(product.name)).toBeVisible();
  await expect(summary.getByRole("link", { name: "Edit Cart" })).toBeVisible();
  await fillInformation(page, email);
  await fillShipping(page);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(summary.getByText("£59.98").last()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await payWith(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  const orderNumber = page.url().split("/").pop()!;
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByText(`${product.name}`)).toBeVisible();
  await expect(page.getByText("White · Qty 2 × £29.99")).toBeVisible();
  const totals = page.locator("dl").last();
  await expect(totals).toContainText("Subtotal£59.98");
  await expect(totals).toContainText("DeliveryFree");
  await expect(totals).toContainText("VAT (20%, included)£10.00");
  await expect(totals).toContainText("Total£59.98");
  await expect(page.getByText("1 High Street")).toBeVisible();
  await expect(page.getByRole("link", { name: "Track your order" })).toHaveAttribute(
    "href",
    `/track-order?order=${orderNumber}`,
  );

  const stored = await page.evaluate(() => window.localStorage.getItem("retro-shop-cart"));
  expect(JSON.parse(stored ?? "{}").items ?? []).toEqual([]);

  const db = await e2eDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  expect(order).toMatchObject({ email, total: 5998, vat: 1000, shippingCost: 0 });
  const [after] = await db.select().from(products).where(eq(products.id, product.id));
  expect(after.stockQuantity).toBe(8);
});

test("the declined test card shows 'Your card was declined.' and creates no order", async ({ page }) => {
  const product = await newProduct({ price: 1999 });
  const email = uniqueEmail("declined");
  await checkoutToPayment(page, product, 1, email);
  // below the threshold: standard delivery £4.99 on top of £19.99
  await expect(page.getByRole("button", { name: "Pay £24.98" })).toBeVisible();
  await payWith(page, "4000 0000 0000 0002");

  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const db = await e2eDb();
  expect(await db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
});

test("every step validates with SPEC's messages, each cleared when its field is edited; Back goes one step", async ({
  page,
}) => {
  const product = await newProduct();
  await openCheckoutWith(page, product, 1);

  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("jamie@");
  await expect(page.getByText("Email is required")).toBeHidden();
  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("jamie@example.com");
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();
  await page.getByRole("button", { name: "Continue to shipping" }).click();

  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("United Kingdom");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  for (const message of [
    "Full name is required",
    "Street address is required",
    "City is required",
    "Postcode is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // standard delivery needs no phone number; express does, and says why
  await expect(page.getByText("Optional for standard delivery")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toBeFocused();
  await page.getByLabel("Full name").fill("Jamie Smith");
  await expect(page.getByText("Full name is required")).toBeHidden();
  await expect(page.getByText("City is required")).toBeVisible();
  await page.getByLabel("Street address").fill("1 High Street");
  await page.getByLabel("Town/City").fill("Leeds");
  await page.getByLabel("Postcode").fill("12345");
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Please enter a valid UK postcode")).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("jamie@example.com");
  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Jamie Smith");
  await page.getByLabel("Postcode").fill("ls1 1aa");
  await page.getByLabel("Express delivery").check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  // the method named with the delivery calculator's dates for it
  await expect(page.getByText(/^Express delivery: arrives \w{3} \d{1,2}/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay £39.98" })).toBeVisible(); // £29.99 + £9.99 express

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 1AA");
});

test("an empty cart sends the shopper home", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
});

test("'Save this information for next time' fills the details in on the next visit", async ({ page }) => {
  const product = await newProduct();
  await openCheckoutWith(page, product, 1);
  await fillInformation(page, "saved@example.com");
  await page.getByLabel("Save this information for next time").check();
  await fillShipping(page);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();

  // the next visit opens the checkout at its first step (a reload now stays on Payment)
  await page.goto("/checkout");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("saved@example.com");
  await page.getByRole("button", { name: "Continue to shipping" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Jamie Smith");
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 1AA");
  await expect(page.getByLabel("Save this information for next time")).toBeChecked();
});

test("next to Pay, the terms line links to the Terms of Sale, Privacy Notice and Returns, each in a new tab", async ({
  page,
  context,
}) => {
  const product = await newProduct({ price: 2999 });
  await checkoutToPayment(page, product, 1, uniqueEmail("terms"));
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
  const terms = page.getByText("By placing your order you agree to our");
  await expect(terms).toHaveText(
    "By placing your order you agree to our Terms of Sale (opens in a new tab). See our Privacy Notice " +
      "(opens in a new tab) and Returns (opens in a new tab).",
  );
  for (const [name, heading] of [
    ["Terms of Sale", "Terms of Sale"],
    ["Privacy Notice", "Privacy Notice"],
    ["Returns", "Returns & Cancellations"],
  ] as const) {
    const opened = context.waitForEvent("page");
    await terms.getByRole("link", { name: `${name} (opens in a new tab)` }).click();
    const tab = await opened;
    await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await tab.close();
  }
  // the checkout is still where the shopper left it
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
});
