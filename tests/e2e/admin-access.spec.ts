import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { clickAndDropCsv, openFold } from "./support/orders";

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

// Fulfilment packs and posts orders from a phone: what that role is offered for an order, and what it is refused.
test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });
  let order: Awaited<ReturnType<typeof createOrder>>;
  test.beforeEach(async ({ login }) => {
    order = await createOrder(await e2eDb());
    await login("fulfilment");
  });

  test("Fulfilment is offered no invoice, and a shared invoice link is the 403 page naming it", async ({ page }) => {
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

  test("Fulfilment on a phone is offered only the Click & Drop CSV, and it holds addresses, not money", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard/orders?view=all&period=today");

    await openFold(page, "Click & Drop CSV");
    const exports = page.getByRole("form", { name: "Export orders for Click & Drop" });
    await expect(exports.getByRole("button")).toHaveText(["Click & Drop CSV"]);
    await expect(page.getByRole("button", { name: /^(Export CSV|Export selected|All orders \(CSV\))$/ })).toHaveCount(
      0,
    );
    await expect(page.locator("summary").filter({ hasText: "Export CSV" })).toHaveCount(0);

    const { fileName, rows } = await clickAndDropCsv(page);
    expect(fileName).toMatch(/^click-and-drop-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toBe(
      "Order reference,Date,Full name,Address line 1,Address line 2,City,Postcode,Country,Email,Phone",
    );
    const row = rows.find((r) => r.startsWith(`${order.orderNumber},`));
    expect(row).toContain(`,${order.shippingAddress.fullName},${order.shippingAddress.streetAddress},`);
    expect(row).not.toMatch(/\d+\.\d\d/);
  });
});
