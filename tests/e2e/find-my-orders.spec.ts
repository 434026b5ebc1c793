import { eq } from "drizzle-orm";

import { orderReturns, orders } from "~/db/schema/orders";

import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { openOwnOrder } from "./support/my-orders";
import { paidOrder } from "./support/orders";

// "Find my orders" on a phone, with and without JavaScript: ask for the link by email, follow it, open the
// order and cancel it before dispatch (the order is cancelled and refunded in the shop's records), or after
// delivery start a return (recorded where the shop's returns are kept).

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("a shopper finds their order by email and cancels it before dispatch", async ({ page }) => {
      const order = await paidOrder();
      await openOwnOrder(page, order.email, order.orderNumber);
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

    test("a shopper starts a return after delivery, which the shop's returns then hold", async ({ page }) => {
      const order = await paidOrder();
      const db = await e2eDb();
      const deliveredAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await db.update(orders).set({ status: "delivered", deliveredAt }).where(eq(orders.id, order.id));
      await openOwnOrder(page, order.email, order.orderNumber);
      await expect(page.getByRole("button", { name: "Cancel my order" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Start a return" })).toBeVisible();
      await page.getByLabel("Carry Case: how many to return (up to 1)").fill("1");
      await page.getByLabel("Why are you returning it?").fill("It does not fit my console");
      await page.getByRole("button", { name: "Start my return" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your return is recorded" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Start my return" })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const recorded = await db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
      expect(recorded).toMatchObject([{ status: "open", lines: [{ index: 0, quantity: 1 }] }]);
      expect(recorded[0].reason).toContain("It does not fit my console");
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
