// Erasing a customer's personal data from their page (docs/decisions/250): a real dialog says what goes
// and what stays (a recent order inside the retention period keeps its details), and after it the old order
// reads "Erased customer" while its total stands.
import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000);

test("an Owner erases a customer's old orders' details through a confirmation dialog", async ({ page, login }) => {
  const db = await e2eDb();
  const email = `erase.${Date.now()}@example.com`;
  const old = await createOrder(db, { email, customerName: "Erin Old", orderDate: yearsAgo(7) });
  const recent = await createOrder(db, { email, customerName: "Erin Recent", orderDate: yearsAgo(1) });
  await login();
  await page.goto(`/admin/dashboard/customers/${encodeURIComponent(email)}`);

  const opener = page.getByRole("button", { name: "Erase personal data" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Erase this customer's personal data?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(old.orderNumber);
  await expect(dialog).toContainText(`Order ${recent.orderNumber} keeps the customer's details until`);
  await expect(dialog).toContainText("VAT invoice");
  await expect(dialog).toContainText("It cannot be undone");
  // focus is inside the dialog, and Escape hands it back to the button that opened it
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "erased from 1 order" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Erin Recent" })).toBeVisible();

  await page.goto(`/admin/dashboard/orders/${old.orderNumber}`);
  await expect(page.getByRole("main")).toContainText("Erased customer");
  await expect(page.getByRole("main")).not.toContainText("Erin Old");

  await page.goto("/admin/dashboard/activity?targetType=customer");
  const entry = page.getByRole("listitem").filter({ hasText: `Erased the personal data of ${email}` });
  await expect(entry).toContainText("An erasure cannot be undone");
  await expect(entry.getByRole("button", { name: "Undo" })).toHaveCount(0);
});
