// "Email me when it's back": a shopper leaves an address on a sold-out product or add-on, the operator
// restocks it in the back office, and the shopper's email arrives with the item's link and an unsubscribe
// link.
import { randomBytes } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { createAddon, setVariantStock, uniqueEmail } from "../support/factories";
import { e2eDb } from "./support/db";
import { emailAbout, emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

const address = () => uniqueEmail("waiting");

/** The shopper leaves an address for one option, is thanked, and confirms it with the emailed link. */
async function waitForOption(form: Locator, option: string, email: string) {
  await form.getByLabel("Option").selectOption(option);
  await form.getByLabel("Your email address").fill(email);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thanks: please confirm your address with the link we've just emailed you, and we'll email you once when " +
      "it's back in stock.",
  );
  const eml = await emailTo(email, "Confirm your back-in-stock email", 60_000);
  const link = /https?:\/\/[^\s"<>]+\/back-in-stock\/confirm\/[A-Za-z0-9_.-]+/.exec(eml)?.[0];
  expect(link).toBeTruthy();
  const page = form.page();
  const back = page.url();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: we'll email you once when it's back in stock.");
  await page.goto(back);
}

/** The operator gives the second option stock again with the item's edit form (`noun`: "Product", "Add-on"). */
async function restockSecondOption(page: Page, noun: string, stock: string) {
  await page.getByLabel("Variant 2 stock", { exact: true }).fill(stock);
  await page.getByRole("button", { name: `Update ${noun}` }).click();
  await expect(page.getByText(`${noun} updated successfully.`)).toBeVisible();
}

/** The email the waiting shopper gets: to them, with the item's page and the option that is back. */
async function backInStockEmail(item: { name: string; slug: string }, page: string, to: string, option: string) {
  const eml = await emailAbout(`${item.name} is back in stock`, 60_000);
  expect(eml).toMatch(new RegExp(`^To: ${to}`, "m"));
  expect(eml).toContain(`/${page}/${item.slug}`);
  expect(eml).toContain(`(${option})`);
  return eml;
}

test("Email me when it's back, then a restock in the admin delivers the email", async ({ page, login }) => {
  test.slow();
  const product = await newProduct({ stockQuantity: 0, variantOptions: ["Black", "White"] });
  const email = address();
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  const form = page.getByRole("region", { name: "Email me when it's back" });
  await expect(form).toContainText("We use your address only to email you once");

  // checked before it is sent
  await form.getByLabel("Your email address").fill("not an address");
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await waitForOption(form, "White", email);

  // The operator sees who waits, and restocks the product with its form.
  await login();
  await page.goto(`/admin/dashboard/products?search=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole("row").filter({ hasText: product.name })).toContainText("1 waiting for restock");
  await page.getByRole("link", { name: `Edit ${product.name}` }).click();
  // the form counts who waits for each colour
  await expect(page.getByRole("status", { name: "Variant 2 waiting" })).toHaveText("1");
  await expect(page.getByRole("status", { name: "Variant 1 waiting" })).toHaveText("0");
  // the shopper waits for White (variant 2): its own stock comes back
  await restockSecondOption(page, "Product", "5");

  const eml = await backInStockEmail(product, "product", email, "White");
  const unsubscribe = /https?:\/\/[^\s"<>]+\/back-in-stock\/unsubscribe\/[A-Za-z0-9_.-]+/.exec(eml)?.[0];
  expect(unsubscribe).toBeTruthy();

  // The unsubscribe link asks first, then confirms.
  await page.goto(unsubscribe!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("you will get no more back-in-stock emails");
});

test("a sold-out add-on's option: Email me when it's back, a restock in the admin, the email", async ({
  page,
  login,
}) => {
  test.slow();
  const id = randomBytes(4).toString("hex");
  const db = await e2eDb();
  const addon = await createAddon(db, { name: `Grip Case ${id}`, variantOptions: ["Black", "Blue"] });
  await setVariantStock(db, { id: addon.id, kind: "addon" }, { Black: 0, Blue: 0 });
  const email = address();

  await page.goto(`/addon/${addon.slug}`);
  // every option sold out: so say its search-engine data
  expect(await page.content()).toContain("https://schema.org/OutOfStock");
  await page.getByRole("radio", { name: /Blue/ }).check();
  const form = page.getByRole("region", { name: "Email me when it's back" });
  await expect(form).toContainText("We use your address only to email you once");
  await waitForOption(form, "Blue", email);

  // The operator restocks the sold-out option with the add-on's form.
  await login();
  await page.goto(`/admin/dashboard/addons/edit/${addon.id}`);
  await expect(page.getByRole("status", { name: "Variant 2 waiting" })).toHaveText("1");
  await restockSecondOption(page, "Add-on", "6");

  const eml = await backInStockEmail(addon, "addon", email, "Blue");
  expect(eml).toMatch(/\/back-in-stock\/unsubscribe\/[A-Za-z0-9_.-]+/);
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("Email me when it's back posts as a plain form and says it is done", async ({ page }) => {
    const product = await newProduct({ stockQuantity: 0, variantOptions: [] });
    await page.goto(`/product/${product.slug}`);
    const form = page.getByRole("region", { name: "Email me when it's back" });
    await form.getByLabel("Your email address").fill(address());
    await form.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we'll email you once" })).toBeVisible();
    // the answer page opens at the form, not at the top of the product page, far above it
    await expect(page.getByRole("status").filter({ hasText: "we'll email you once" })).toBeInViewport();
  });
});
