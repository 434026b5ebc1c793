import { randomBytes } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { orders } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";

import { setVariantStock, uniqueEmail } from "../support/factories";
import { e2eDb } from "./support/db";
import { hydrated } from "./support/hold-scripts";
import { fillInformation, fillShipping, newProduct, payWith } from "./support/purchase";

// The checkout as server forms: a purchase from the product page to the confirmation with JavaScript
// off, the Checkout link resuming at the furthest step reached, and a line that cannot be bought,
// named at payment with its fix (with JavaScript and without).

const drawer = (page: Page) => page.getByRole("dialog", { name: /Shopping Cart/ });
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

/** Add to Cart on the product page, then the contact and shipping steps, ending on Payment. */
async function toPayment(page: Page, product: { slug: string }, email: string, javaScript = true) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("radio", { name: "White" }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  if (javaScript) {
    await drawer(page).getByRole("link", { name: "Checkout", exact: true }).click();
  } else {
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
  }
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  await fillInformation(page, email);
  await fillShipping(page);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a purchase goes from the product page to the confirmation with the test card", async ({ page }) => {
    test.slow(); // three steps and a payment on a busy machine
    const product = await newProduct({ price: 2999 });
    const email = uniqueEmail("no-js");
    await toPayment(page, product, email, false);
    await expect(page.getByRole("button", { name: "Pay £34.98" })).toBeVisible(); // £29.99 + £4.99 delivery
    await payWith(page, "4242 4242 4242 4242");

    await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await expect(page.getByText("1 High Street")).toBeVisible();
    const db = await e2eDb();
    const [order] = await db.select().from(orders).where(eq(orders.email, email));
    expect(order).toMatchObject({ total: 3498, orderNumber: page.url().split("/").pop() });
    // the basket is spent
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("a declined card says so on the payment step, and a line over the stock is fixed there", async ({ page }) => {
    test.slow(); // three steps and two payments on a busy machine
    const product = await newProduct({ name: `Stock Fix ${randomBytes(3).toString("hex")}`, stockQuantity: 5 });
    await toPayment(page, product, uniqueEmail("fix"), false);
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();

    const db = await e2eDb();
    await setVariantStock(db, product, { White: 0 });
    await page.reload();
    // the sold-out colour names itself and offers another colour beside Remove
    await expect(page.getByText("White is sold out:")).toBeVisible();
    await expect(page.getByRole("link", { name: "choose another colour" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await page.getByRole("button", { name: `Remove ${product.name} (White)` }).click();
    // the basket is empty now: nothing to pay for
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the drawer's and /cart's Checkout link resume at the furthest step reached", async ({ page }) => {
  test.slow(); // three steps on a busy machine
  const product = await newProduct();
  await toPayment(page, product, uniqueEmail("resume"));
  await page.goto("/");
  // the header's Cart link opens the drawer once the page has hydrated (before, it is a link to /cart)
  await hydrated(page);
  await cartLink(page).click();
  await drawer(page).getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText("1 High Street, Leeds, LS1 1AA, United Kingdom")).toBeVisible();

  await page.goto("/cart");
  await page.getByRole("main").getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test("at payment, a line over the stock is named with 'Set to' and 'Remove', and paying follows the fix", async ({
  page,
}) => {
  test.slow(); // three steps and a payment on a busy machine
  const name = `R36 Ultra Fix ${randomBytes(3).toString("hex")}`;
  const product = await newProduct({ name, stockQuantity: 10 });
  await toPayment(page, product, uniqueEmail("set-to"));
  const db = await e2eDb();
  // a second one goes in, then the stock falls under what the basket holds
  await cartLink(page).click();
  await drawer(page)
    .getByRole("button", { name: `Increase quantity of ${name} (White)` })
    .click();
  await expect(drawer(page).getByLabel(`Quantity of ${name} (White)`, { exact: true })).toHaveText("2");
  await drawer(page).getByRole("button", { name: "Close" }).click();
  await setVariantStock(db, product, { White: 1 });
  await page.reload();

  const fixes = page.getByRole("region", { name: "Please fix this item to pay" });
  await expect(fixes.getByText(`${name}: only 1 left.`)).toBeVisible();
  await expect(fixes.getByRole("button", { name: `Remove ${name} (White)` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await fixes.getByRole("button", { name: `Set ${name} (White) to 1` }).click();
  await expect(fixes).toBeHidden();
  await expect(page.getByRole("button", { name: "Pay £34.98" })).toBeVisible();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/order-confirmation\/RH-[0-9A-Z]{10}$/);
});

test("with JavaScript, a colour that sells out while the card is typed is never charged", async ({ page }) => {
  test.slow(); // three steps and a payment on a busy machine
  const email = uniqueEmail("sold-while-typing");
  // a price of its own, so no other payment in the database has this total
  const price = 2000 + (randomBytes(2).readUInt16BE() % 2000);
  const product = await newProduct({ name: `Last One ${randomBytes(3).toString("hex")}`, price, stockQuantity: 5 });
  await toPayment(page, product, email);
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
  // someone else buys the last White while this shopper types their card, with no reload
  const db = await e2eDb();
  await setVariantStock(db, product, { White: 0 });
  await payWith(page, "4242 4242 4242 4242");

  await expect(page.getByText("White is sold out:").first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // checked before the card: no payment was taken and no order written, so nothing needs refunding
  const payments = await db
    .select()
    .from(testPayments)
    .where(eq(testPayments.amount, price + 499));
  // (charged then refunded would read "succeeded" or "refunded")
  expect(payments.map((p) => p.status).filter((status) => status !== "requires_payment_method")).toEqual([]);
  expect(await db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0);
});
