import { expect, test } from "./support/fixtures";
import { ordersOfOneCustomer } from "./support/orders";
import { toast } from "./support/page-checks";

// Packing on a phone: an order marked as a gift prints a slip that says so (and no price), with the delivery
// method, each line's option and the order's notes; a cancelled order offers no slip.

test("on a phone: a gift order's packing slip says it is a gift; a cancelled order has no slip", async ({
  page,
  login,
}) => {
  const {
    orders: [gift, cancelled],
  } = await ordersOfOneCustomer(
    "Priya Shah",
    { shippingMethod: "express", notes: "Birthday: wrap it" },
    { status: "cancelled" },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await login();

  await page.goto(`/admin/dashboard/orders/${gift.orderNumber}`);
  await page.getByRole("switch", { name: /^Gift/ }).check();
  await page.getByRole("button", { name: "Update Order" }).click();
  await expect(toast(page, "Order updated successfully.")).toBeVisible();
  // the badge beside the status, and the change on the timeline with its label
  await expect(page.locator("span").filter({ hasText: /^Gift$/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Order timeline" })).toContainText(/Gift\s*No\s*→\s*Yes/);
  await expect(page.getByRole("switch", { name: /^Gift/ })).toBeChecked();

  await page.getByRole("link", { name: "Packing slip" }).click();
  const slip = page.getByRole("article", { name: `Packing slip for order ${gift.orderNumber}` });
  await expect(slip).toContainText("Express delivery");
  await expect(slip).toContainText("Gift: no prices or invoice in this parcel");
  await expect(slip.getByRole("row", { name: /R36S Retro Handheld/ })).toContainText("Black");
  await expect(slip.getByRole("region", { name: "Notes" })).toContainText("Birthday: wrap it");
  await expect(slip).not.toContainText("£");

  await page.goto(`/admin/dashboard/orders/${cancelled.orderNumber}`);
  await expect(page.getByRole("heading", { name: `Order ${cancelled.orderNumber}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Packing slip" })).toHaveCount(0);
});
