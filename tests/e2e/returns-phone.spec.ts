import fs from "node:fs";

import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";

import { createOrder, createProduct, setStock, uniquelyNamed, variantStocks } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import {
  clickAndDropCsv,
  confirmReturnRefund,
  openFold,
  paidOrder,
  recordReturn,
  shipWithRoyalMail,
  unfulfilledOrdersOf,
} from "./support/orders";
import { noSidewaysScroll, toast } from "./support/page-checks";

// The operator's day on a 390 px phone: today's unfulfilled orders, one shipped with Royal Mail and a
// tracking number, a faulty unit sent back, received on the return screen and refunded without going back
// on the shelf, and the Click & Drop file for the rest.
const SCREENS = "test-results";
const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}`, fullPage: true });
};

test("on a phone: ship today's order with Royal Mail, refund a faulty return without restocking it", async ({
  page,
  login,
}) => {
  test.slow(); // one long journey through five saves
  const db = await e2eDb();
  const customer = uniquelyNamed("Olivia Clark").name;
  // a case on the shelf, 7 in stock after this one was sold: the faulty unit must not make it 8
  const caseOnShelf = await createProduct(db, { variantOptions: [] });
  await setStock(db, caseOnShelf.id, 7);
  const line = { productId: caseOnShelf.id, type: "product" as const, name: "Carry Case", image: "", variant: "" };
  const paid = await paidOrder(5999, [{ ...line, quantity: 1, price: 5999 }]);
  await db.update(orders).set({ customerName: customer }).where(eq(orders.id, paid.id));
  const other = await createOrder(db, { customerName: customer });
  await page.setViewportSize({ width: 390, height: 844 });
  await login();

  // today's unfulfilled orders
  await unfulfilledOrdersOf(page, customer);
  await openFold(page, "Filters");
  await page.getByLabel("Placed").selectOption({ label: "Today" });
  await page.getByRole("button", { name: "Search" }).click();
  const card = (number: string) => page.getByRole("row").filter({ hasText: number });
  await expect(card(paid.orderNumber)).toBeVisible();
  await expect(card(other.orderNumber)).toBeVisible();
  await noSidewaysScroll(page);
  await screenshot(page, "orders-390.png");

  // shipped with Royal Mail and its tracking number
  await shipWithRoyalMail(page, paid.orderNumber);
  // the list has moved on: the shipped order has left the Unfulfilled tab
  await expect(card(paid.orderNumber)).toHaveCount(0);

  // the rest, in Royal Mail Click & Drop's columns: the shipped order is not among them
  await openFold(page, "Export CSV");
  const { rows: csv } = await clickAndDropCsv(page);
  expect(csv[0]).toMatch(/^Order reference,Date,Full name,Address line 1/);
  expect(csv.some((row) => row.startsWith(`${other.orderNumber},`))).toBe(true);
  expect(csv.some((row) => row.startsWith(`${paid.orderNumber},`))).toBe(false);

  // the customer sends the unit back: the return is recorded on the order page
  await page.goto(`/admin/dashboard/orders/${paid.orderNumber}`);
  await recordReturn(page, paid.orderNumber, "Carry Case", "Faulty: the zip is broken");
  // put away, so the screenshot of the return screen shows the screen
  await toast(page, "Return recorded.").getByRole("button", { name: "Close toast" }).click();
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText("On its way back");

  // received on the return screen: refunded in full, the faulty unit kept off the shelf
  await returns.getByRole("link", { name: /^Receive or cancel/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Return RET-[0-9A-F]{8}$/ })).toBeVisible();
  await expect(page.getByText("Reason: Faulty: the zip is broken")).toBeVisible();
  await page.getByRole("switch", { name: "Restock Carry Case" }).uncheck();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Refund total£59.99");
  await expect(summary).toContainText("Kept out of stock1");
  await expect(summary).toContainText("Deduction£0.00"); // nothing kept back: no minus before nothing
  await noSidewaysScroll(page);
  await screenshot(page, "return-390.png");
  await confirmReturnRefund(page, "£59.99", "1 kept out of stock");
  await expect(returns).toContainText("Received");
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Return: £59.99");
  await expect(page.getByRole("region", { name: "Invoices" })).toContainText(/Credit note CN-\d+ \(PDF\)/);
  // the faulty unit stayed off the shelf
  expect(await variantStocks(db, caseOnShelf.id)).toEqual({ "": 7 });
});

test("on a phone: after a goodwill refund the rest is refunded in one step; a cancel can skip the email", async ({
  page,
  login,
}) => {
  const db = await e2eDb();
  const order = await paidOrder(5999);
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);
  const dialog = page.getByRole("dialog", { name: `Refund order ${order.orderNumber}` });
  await page.getByRole("button", { name: "Refund" }).click();
  await dialog.getByRole("radio", { name: "Amount" }).check();
  await dialog.getByLabel("Amount to refund (£)").fill("10");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "£10.00 refunded.")).toBeVisible();

  // the item's full price is more than is left: the refusal offers the rest, which is one choice away
  await page.getByRole("button", { name: "Refund" }).click();
  await dialog.getByLabel("Quantity to refund: Carry Case").fill("1");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByRole("alert")).toContainText("use “Refund the rest” to refund £49.99");
  await dialog.getByRole("radio", { name: "Refund the rest" }).check();
  await expect(dialog).toContainText("Refunds £49.99");
  await dialog.getByLabel("Return the refunded items to stock").uncheck();
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "£49.99 refunded.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Refunded");

  // cancelled without telling the customer: no cancellation email is queued
  const quiet = await paidOrder(2999);
  await page.goto(`/admin/dashboard/orders/${quiet.orderNumber}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel order ${quiet.orderNumber}?` });
  await expect(cancel.getByRole("switch", { name: "Put the items back in stock" })).toBeChecked();
  await cancel.getByRole("switch", { name: "Email the customer" }).uncheck();
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page, "Order cancelled and £29.99 refunded.")).toBeVisible();
  const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, quiet.id));
  expect(queued.filter((e) => e.template === "order_cancelled")).toHaveLength(0);
});
