import { expect, test } from "./support/fixtures";
import { confirmReturnRefund, paidOrder, recordReturn } from "./support/orders";
import { toast } from "./support/page-checks";

// After dispatch, as an operator does it on the order page: carrier, delivered, a return received.

test(
  "an order is shipped with DPD, delivered, and a return refunds it, " + "with the address fixed before dispatch",
  async ({ page, login }) => {
    test.slow(); // one long journey through five saves
    const order = await paidOrder(5999);
    await login();
    await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);

    await page.getByRole("button", { name: "Edit address" }).click();
    const addressDialog = page.getByRole("dialog", { name: "Edit delivery address" });
    await addressDialog.getByLabel("Street address").fill("9 New Street");
    await addressDialog.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page, "Delivery address updated.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("9 New Street");
    // the timeline names the part that changed, before → after, and leaves the unchanged parts out
    const corrected = page.getByRole("list", { name: "Order timeline" }).getByRole("listitem").filter({
      hasText: "Address corrected",
    });
    await expect(corrected.getByRole("definition")).toHaveText(["3 Mill Lane → 9 New Street"]);
    await expect(corrected.getByRole("term")).toHaveText(["Delivery address · Street address"]);

    await page.getByLabel("Tracking number").fill("1550 1234 5678");
    await page.getByLabel("Carrier", { exact: true }).selectOption({ label: "DPD" });
    await page.getByRole("button", { name: "Update Order" }).click();
    await expect(toast(page, "Order updated and marked as shipped")).toBeVisible();
    const fulfilment = page.getByRole("region", { name: "Fulfilment" });
    await expect(fulfilment.getByRole("link", { name: /DPD/ })).toHaveAttribute(
      "href",
      "https://track.dpd.co.uk/parcels/155012345678",
    );
    await expect(page.getByRole("button", { name: "Edit address" })).toHaveCount(0);

    await page.getByLabel("Order status").selectOption({ label: "Delivered" });
    await page.getByRole("button", { name: "Update Order" }).click();
    await expect(toast(page, "Order updated successfully.")).toBeVisible();
    await expect(page.locator('[data-status="delivered"]').first()).toBeVisible();

    await recordReturn(page, order.orderNumber, "Carry Case", "Changed their mind");
    const returns = page.getByRole("region", { name: "Returns" });
    await expect(returns).toContainText("On its way back");

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/order-page-${width}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    }

    // received on the return screen, confirmed before the money moves
    await returns.getByRole("link", { name: /^Receive or cancel/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Return RET-/ })).toBeVisible();
    await confirmReturnRefund(page, "£59.99", "put 1 item back in stock");
    await expect(returns).toContainText("Received");
    await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Return: £59.99");

    await page.goto(`/track-order?order=${order.orderNumber}`);
    const details = page.getByRole("region", { name: "Order Details" });
    await expect(details.getByText("Delivered", { exact: true })).toBeVisible();
    await expect(details.getByRole("link", { name: /Track with DPD/ })).toBeVisible();
  },
);
