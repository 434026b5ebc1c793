// On a 390 px phone: an operator keeps a customer's record (phone, tags, notes, a default address from the
// shop's delivery list) and corrects an order's contact email, then changes a scheduled sale; nothing scrolls
// sideways, and each change is in Activity.
import { randomBytes } from "node:crypto";

import { sales } from "~/db/schema/promotions";
import { toUkDateTimeInput } from "~/lib/dates";

import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

const DAY = 24 * 60 * 60 * 1000;

const sideways = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 390, height: 844 } });

test("a customer's record is kept and an order's email corrected from a phone", async ({ page, login }) => {
  const db = await e2eDb();
  const tag = randomBytes(4).toString("hex");
  const email = `olivia-${tag}@example.com`;
  const order = await createOrder(db, { email: `olivia-${tag}@exmaple.com`, customerName: `Olivia ${tag}` });
  await createOrder(db, { email, customerName: `Olivia ${tag}` });
  await login();

  // the order's contact email, mistyped at checkout, corrected before dispatch
  await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);
  await page.getByRole("button", { name: "Edit email" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit contact email" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Save email" }).click();
  await expect(page.getByText("Contact email updated.")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await expect(page.getByText("Contact email corrected")).toBeVisible();

  await page.goto(`/admin/dashboard/customers/${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Olivia ${tag}` })).toBeVisible();
  await expect(page.getByText("2", { exact: true }).first()).toBeVisible();
  // before anyone keeps a record, it shows where the latest order went, saying so
  const kept = page.getByRole("region", { name: "Customer record" });
  await expect(kept).toContainText("Not set · latest order: 07700 900123");
  await expect(kept).toContainText(
    "Not set · latest order: Jamie Smith, 1 High Street, Leeds, LS1 1AA, United Kingdom",
  );
  await page.getByText("Edit customer record").click();
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Tags").fill("VIP, collector");
  await page.getByLabel("Notes").fill("Prefers Royal Mail");
  await page.getByLabel("Full name").fill(`Olivia ${tag}`);
  await page.getByLabel("Street address").fill("14 Long Lane");
  await page.getByLabel("City").fill("Leeds");
  await page.getByLabel("Postcode").fill("ls1 4ab");
  // Country is the shop's delivery list, as at checkout
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("United Kingdom");
  expect(await sideways(page)).toBe(0);
  await page.getByRole("button", { name: "Save customer" }).click();

  await expect(page.getByText("Customer updated.")).toBeVisible();
  const record = page.getByRole("region", { name: "Customer record" });
  await expect(record).toContainText("07700 900123");
  await expect(record.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["VIP", "collector"]);
  await expect(record).toContainText("14 Long Lane, Leeds, LS1 4AB, United Kingdom");
  await expect(record).toContainText("Prefers Royal Mail");
  expect(await sideways(page)).toBe(0);

  await page.goto("/admin/dashboard/activity");
  await expect(page.getByText(`Updated the customer record of ${email}`).first()).toBeVisible();
});

test("a scheduled sale is changed from a phone, its rules readable in the list", async ({ page, login }) => {
  const db = await e2eDb();
  const product = await newProduct({ price: 5000 });
  const name = `Spring sale ${product.slug.slice(-8)}`;
  const startsAt = new Date(Date.now() + 2 * DAY);
  await db.insert(sales).values({
    name,
    startsAt,
    endsAt: new Date(Date.now() + 4 * DAY),
    percentOff: 10,
    target: "items",
    items: [{ kind: "product", id: product.id }],
  });
  await login();

  await page.goto("/admin/dashboard/sales");
  const row = page.getByRole("row").filter({ hasText: name });
  // every rule of the sale on the phone: discount, what it applies to, start and end
  await expect(row).toContainText("10% off");
  await expect(row).toContainText("1 chosen item");
  await expect(row.getByText("Starts", { exact: true })).toBeVisible();
  await expect(row.getByText("Ends", { exact: true })).toBeVisible();
  expect(await sideways(page)).toBe(0);

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("Percentage off (%)")).toHaveValue("10");
  await page.getByLabel("Percentage off (%)").fill("25");
  await page.getByLabel("Ends (UK time)").fill(toUkDateTimeInput(new Date(Date.now() + 6 * DAY)));
  expect(await sideways(page)).toBe(0);
  await page.getByRole("button", { name: "Save Sale" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard\/sales$/);
  await expect(page.getByText("Sale saved. It starts at its start time.")).toBeVisible();
  await expect(row).toContainText("25% off");
  await expect(row).toContainText("Scheduled");

  // the dashboard lists it among the scheduled sales
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Scheduled sales" })).toContainText(name);
});
