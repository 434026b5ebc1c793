import fs from "node:fs";

import { settings } from "~/db/schema/settings";

import { uniqueEmail } from "../support/factories";
import { e2eDb } from "./support/db";
import { emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { buy, newProduct } from "./support/purchase";

// A purchase's confirmation email (items table, payment, invoice link) and its VAT invoice, downloaded
// from the email's signed link by anyone holding it and from the admin order page by the operator.

test("the confirmation email has an items table and a signed invoice link; the admin downloads the PDF", async ({
  page,
  login,
}) => {
  const product = await newProduct({ price: 2999 });
  const shopper = uniqueEmail("invoice");
  const orderNumber = await buy(page, product, 2, shopper);

  // the shopper's confirmation, not the shop's own new-order email about the same order
  const eml = await emailTo(shopper, `order ${orderNumber}`);
  expect(eml).toMatch(/<table[^>]*data-text-format="dataTable"/);
  expect(eml).toContain(product.name);
  expect(eml).toContain("Option: White");
  expect(eml).toContain("Qty 2 × £29.99");
  expect(eml).toContain("VAT included (20%)");
  expect(eml).toContain("Paid by Visa ending 4242.");
  expect(eml).toContain("Estimated delivery:");
  expect(eml).toContain("1 High Street");
  // the contract confirmed in a durable medium: who the trader is, where, and the right to cancel
  const [shop] = await (await e2eDb()).select().from(settings);
  expect(shop.traderAddress, "the e2e shop has a trader's address").not.toBe("");
  expect(eml).toContain(shop.traderAddress.split("\n")[0]);
  expect(eml).toContain("Your right to cancel");
  expect(eml).toContain("within 14 days of the day it is delivered");
  expect(eml).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/returns"/);
  const link = new RegExp(`href="(http://127\\.0\\.0\\.1:\\d+/invoice/${orderNumber}\\?sig=[\\w-]+)"`).exec(eml)?.[1];
  expect(link, "the invoice link in the HTML part").toBeTruthy();

  // the link works without signing in, and only as it was sent
  const pdf = await page.request.get(link!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const tampered = await page.request.get(link!.replace(/sig=(.)/, (_, c: string) => `sig=${c === "A" ? "B" : "A"}`));
  expect(tampered.status()).toBe(403);

  await login();
  await page.goto(`/admin/dashboard/orders/${orderNumber}`);
  const invoices = page.getByRole("region", { name: "Invoices" });
  const download = page.waitForEvent("download");
  await invoices.getByRole("link", { name: /^VAT invoice INV-\d{6} \(PDF\)$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});
