import { eq } from "drizzle-orm";

import { orders } from "~/db/schema/orders";

import { e2eDb } from "./support/db";
import { emailTo } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { paidOrder } from "./support/orders";

// "Find my orders" on a phone, with and without JavaScript: ask for the link by email, follow it, open the
// order and cancel it before dispatch; the order is cancelled and refunded in the shop's records.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("a shopper finds their order by email and cancels it before dispatch", async ({ page }) => {
      const order = await paidOrder();
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Find My Orders" }).click();
      await expect(page.getByRole("heading", { name: "Find my orders" })).toBeVisible();
      await page.getByLabel("Email address").fill(order.email);
      await page.getByRole("button", { name: "Email me a link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "we've emailed you a link" })).toBeVisible();

      const eml = await emailTo(order.email, "Your orders at");
      const link = /http:\/\/127\.0\.0\.1:\d+\/my-orders\?token=[A-Za-z0-9._-]+/.exec(eml)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      // the token leaves the address bar at once
      await expect(page).toHaveURL(/\/my-orders$/);
      await expect(page.getByRole("heading", { name: "Your orders" })).toBeVisible();
      await page.getByRole("link", { name: order.orderNumber }).click();

      await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
      await expect(page.getByRole("link", { name: "VAT invoice (PDF)" })).toBeVisible();
      await page.getByRole("button", { name: "Cancel my order" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your order is cancelled" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel my order" })).toHaveCount(0);
      // nothing on the page scrolls sideways on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const db = await e2eDb();
      const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(after.status).toBe("cancelled");
      await expect
        .poll(async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0].refundedTotal)
        .toBe(order.total);
    });
  });
}

test("someone without the link sees only the form, never an order", async ({ page }) => {
  const order = await paidOrder();
  await page.goto(`/my-orders/${order.orderNumber}`);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("heading", { name: "Find my orders" })).toBeVisible();
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);
});
