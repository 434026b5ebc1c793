import { randomBytes } from "node:crypto";
import fs from "node:fs";

import { expect, type Page } from "@playwright/test";

import { orders, type OrderItem } from "~/db/schema/orders";
import { testPayments } from "~/db/schema/payments";

import { createOrder, uniqueEmail, uniquelyNamed } from "../../support/factories";
import { e2eDb } from "./db";
import { toast } from "./page-checks";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

/** Orders (one per `overrides`, made in that order) by one customer whose name only this test uses, so a search
 * for `customer` finds these alone. */
export async function ordersOfOneCustomer(name: string, ...overrides: Partial<typeof orders.$inferInsert>[]) {
  const db = await e2eDb();
  const customer = uniquelyNamed(name).name;
  const made = [];
  for (const order of overrides) made.push(await createOrder(db, { customerName: customer, ...order }));
  return { customer, orders: made };
}

/** A paid order (through the built-in test provider) straight into the database. */
export async function paidOrder(total = 5999, items?: OrderItem[]) {
  const db = await e2eDb();
  const paymentId = `tp_e2e${unique()}`;
  await db.insert(testPayments).values({
    id: paymentId,
    clientSecret: `${paymentId}_secret`,
    idempotencyKey: paymentId,
    amount: total,
    status: "succeeded",
  });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `RH-AS${unique()}`,
      customerName: "Robin Customer",
      email: uniqueEmail("robin"),
      items: items ?? [
        {
          productId: crypto.randomUUID(),
          type: "addon",
          name: "Carry Case",
          image: "/images/demo/addon-carry-case.webp",
          variant: null,
          quantity: 1,
          price: total,
        },
      ],
      shippingAddress: {
        fullName: "Robin Customer",
        streetAddress: "3 Mill Lane",
        apartment: "",
        city: "Bath",
        postcode: "BA1 1AA",
        country: "United Kingdom",
        phone: "07700 900789",
      },
      subtotal: total,
      shippingCost: 0,
      vat: Math.round(total / 6),
      total,
      paymentProvider: "test",
      paymentId,
    })
    .returning();
  return order;
}

/** The back office's orders list searched for `customer`, on its Unfulfilled view. */
export async function unfulfilledOrdersOf(page: Page, customer: string) {
  await page.goto(`/admin/dashboard/orders?q=${encodeURIComponent(customer)}`);
  await page
    .getByRole("navigation", { name: "Order views" })
    .getByRole("link", { name: /^Unfulfilled/ })
    .click();
  // the tab is loaded: a new search folds the list's tools again, so nothing is opened before it lands
  await page.waitForURL(/[?&]view=unfulfilled/);
}

/** Opens one of the orders list's folded tools on a phone ("Filters", "Export CSV"), by its summary. */
export async function openFold(page: Page, name: string) {
  const summary = page.locator("summary").filter({ hasText: name });
  await summary.click();
  await expect(summary.locator("..")).toHaveAttribute("open", "");
}

/** On the orders list: the order's card opened, shipped with Royal Mail and a tracking number, and saved. */
export async function shipWithRoyalMail(page: Page, orderNumber: string) {
  await page
    .getByRole("row")
    .filter({ hasText: orderNumber })
    .getByRole("button", { name: `View order ${orderNumber}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Order ${orderNumber}` });
  await dialog.getByLabel("Tracking number").fill("JD014600004GB");
  await dialog.getByLabel("Carrier").selectOption({ label: "Royal Mail" });
  await dialog.getByRole("button", { name: "Update Order" }).click();
  await expect(toast(page, "Order updated and marked as shipped")).toBeVisible();
}

/** The orders list's Click & Drop download: its file name and its rows (the header first). */
export async function clickAndDropCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Click & Drop CSV" }).click(),
  ]);
  const rows = fs
    .readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  return { fileName: download.suggestedFilename(), rows };
}

/** On an order's page: a return of one unit of `item` recorded with its `reason`, and the page saying so. */
export async function recordReturn(page: Page, orderNumber: string, item: string, reason: string) {
  await page.getByRole("button", { name: "Record a return" }).click();
  const dialog = page.getByRole("dialog", { name: `Record a return for ${orderNumber}` });
  await dialog.getByLabel(`Quantity to return: ${item}`).fill("1");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Record return" }).click();
  await expect(toast(page, "Return recorded.")).toBeVisible();
}

/** On a return's screen: the refund reviewed, its dialog saying `says` of the stock, confirmed and done. */
export async function confirmReturnRefund(page: Page, amount: string, says: string) {
  await page.getByRole("button", { name: "Review refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Refund ${amount}?` });
  await expect(dialog).toContainText(says);
  await dialog.getByRole("button", { name: "Confirm refund" }).click();
  await expect(toast(page, `Return received and ${amount} refunded.`)).toBeVisible();
}
