import { uniqueEmail } from "../support/factories";
import { emailAbout } from "./support/emails";
import { expect, test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { toast } from "./support/page-checks";
import { buy, newProduct } from "./support/purchase";

// After the sale: the order page, the shipping email, cancel and partial refund, as an operator does them.

test("shipping an order from its page emails the customer a link to the tracking page", async ({ page, login }) => {
  const order = await paidOrder();
  await login();
  await page.goto("/admin/dashboard/orders");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: order.orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();

  await page.getByLabel("Tracking number").fill("RM 1234 5678 GB");
  await page.getByRole("button", { name: "Update Order" }).click();
  await expect(toast(page, "Order updated and marked as shipped")).toBeVisible();

  const eml = await emailAbout(`Your order ${order.orderNumber} is on its way`);
  expect(eml).toContain(`To: ${order.email}`);
  expect(eml).toContain("RM12345678GB");
  expect(eml).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/track-order\\?order=${order.orderNumber}`));
  expect(eml).toMatch(/Content-Type: text\/html/);

  const fulfilment = page.getByRole("region", { name: "Fulfilment" });
  await expect(fulfilment.getByRole("link", { name: /Public tracking page/ })).toHaveAttribute(
    "href",
    `/track-order?order=${order.orderNumber}`,
  );
  await page.reload();
  const timeline = page.getByRole("list", { name: "Order timeline" });
  await expect(timeline.getByText("Status Pending → Shipped · Tracking number RM12345678GB added")).toBeVisible();
  await expect(timeline.getByText(/Shipping email sent to/)).toBeVisible();
});

test("cancelling an order puts its stock back on the storefront and the timeline tells the story", async ({
  page,
  login,
}) => {
  const product = await newProduct({
    price: 2999,
    stockQuantity: 3,
    stockAlertThreshold: 10,
    variantOptions: ["White"],
  });
  const orderNumber = await buy(page, product, 2, uniqueEmail("cancel"));
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText("Only 1 left in stock - order soon!")).toBeVisible();

  await login();
  await page.goto(`/admin/dashboard/orders/${orderNumber}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toContainText("£59.98 is refunded");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page, "Order cancelled and £59.98 refunded.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.locator('[data-status="cancelled"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await emailAbout(`Your order ${orderNumber} has been cancelled`);
  await page.reload();
  const timeline = page.getByRole("list", { name: "Order timeline" });
  for (const step of ["Placed", "Paid", "Cancelled", "Refunded"])
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  await expect(timeline.getByText(/Cancellation email sent to/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Refunded");

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText("Only 3 left in stock - order soon!")).toBeVisible();

  // the shopper's own confirmation page, opened again, tells the truth now: no thanks, no delivery date
  await page.goto(`/order-confirmation/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order has been cancelled");
  await expect(page.getByText("The full £59.98 has been refunded to your card.")).toBeVisible();
  await expect(page.getByText("Estimated delivery")).toHaveCount(0);
});

test("a partial refund shows on the order page and lowers the dashboard's revenue", async ({ page, login }) => {
  const order = await paidOrder(5999);
  await login();
  const revenueCard = page.getByRole("listitem", { name: "Total Revenue" });
  await page.goto("/admin/dashboard");
  const pounds = async () => Number((await revenueCard.locator("p").innerText()).replace(/[£,]/g, ""));
  const before = await pounds();

  await page.goto(`/admin/dashboard/orders/${order.orderNumber}`);
  await page.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Refund order ${order.orderNumber}` });
  await dialog.getByRole("radio", { name: "Amount" }).check();
  await dialog.getByLabel("Amount to refund (£)").fill("100");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You can refund at most £59.99 more on this order.");
  await dialog.getByLabel("Amount to refund (£)").fill("12.50");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "£12.50 refunded.")).toBeVisible();

  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText("Refund: £12.50");
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Partially refunded");
  await expect(page.getByRole("region", { name: "Items" })).toContainText("Net£47.49");

  // the orders list says so too, and its Payment filter finds the order
  await page.goto(`/admin/dashboard/orders?q=${order.orderNumber}`);
  await page.getByLabel("Payment").selectOption({ label: "Partially refunded" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/payment=partially_refunded/);
  const row = page.getByRole("row", { name: new RegExp(order.orderNumber) });
  await expect(row).toContainText("£59.99£12.50 refunded");

  await page.goto("/admin/dashboard");
  await expect.poll(pounds).toBeCloseTo(before - 12.5, 2);
});
