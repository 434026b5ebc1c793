import { createOrder } from "../support/factories";
import { signInAsAdmin } from "./support/admin";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

test("an anonymous visitor is sent to the admin login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the admin signs in, sees the back office and logs out", async ({ page, login }) => {
  await login();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("Fulfilment is offered no invoice, and a shared invoice link is the 403 page naming it", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await createOrder(await e2eDb());
  await signInAsAdmin(page.context(), baseURL!, "fulfilment");
  await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);
  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Invoices" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /VAT invoice/ })).toHaveCount(0);

  // the link an Owner shared: the shop's 403 page, saying what was refused and who can open it
  const answer = await page.goto(`/admin/dashboard/orders/${order.orderNumber}/documents/invoice`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed", level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      `Your role (Fulfilment) cannot open the VAT invoice of order ${order.orderNumber}. ` +
        "It is open to the Owner and Manager roles; ask the shop's owner if you need to.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to the admin" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
});
