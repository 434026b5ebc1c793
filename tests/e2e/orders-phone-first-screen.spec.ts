import { createOrder, uniquelyNamed } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

// An operator opens the orders list on a 390 px phone: today's unfulfilled orders are on the first screen, with
// the tabs and their counts above them; the filters wait folded under "Filters", which says what is applied, and
// still narrow the list (with or without JavaScript). At 1280 px the filters are laid out open.
const PHONE = { width: 390, height: 844 };

async function ordersOf(customer: string) {
  const db = await e2eDb();
  const pending = await createOrder(db, { customerName: customer });
  const processing = await createOrder(db, { customerName: customer, status: "processing" });
  return { pending, processing };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the first order card is on the first phone screen, and a filter still works", async ({ page, login }) => {
      const customer = uniquelyNamed("Maya Patel").name;
      const { pending, processing } = await ordersOf(customer);
      await page.setViewportSize(PHONE);
      await login();
      await page.goto("/admin/dashboard/orders?view=unfulfilled");

      const tabs = page.getByRole("navigation", { name: "Order views" });
      await expect(tabs.getByRole("link", { name: /^Unfulfilled\s*\d+$/ })).toBeVisible();
      await expect(tabs.getByRole("link", { name: /^Today\s*\d+$/ })).toBeVisible();
      await expect(tabs.getByRole("link", { name: /^All\s*\d+$/ })).toBeVisible();
      // the filters are folded: their fields are not shown until "Filters" is opened
      await expect(page.getByLabel("Status")).toBeHidden();
      const firstCard = page.getByRole("row").first();
      await expect(firstCard).toBeVisible();
      const box = (await firstCard.boundingBox())!;
      expect(box.y).toBeLessThan(PHONE.height);
      await page.screenshot({ path: `test-results/orders-390-first-screen-${javaScriptEnabled ? "js" : "nojs"}.png` });

      // a filter still works: search this customer's Processing orders
      await page.getByText("Filters", { exact: true }).click();
      await page.getByLabel("Search orders").fill(customer);
      await page.getByLabel("Status").selectOption({ label: "Processing" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("row").filter({ hasText: processing.orderNumber })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: pending.orderNumber })).toHaveCount(0);
      // folded again on the next page, it says what is applied and how many
      await expect(page.getByLabel("Status")).toBeHidden();
      const summary = page.locator("summary").filter({ hasText: "Filters" });
      await expect(summary).toContainText("2 applied");
      await expect(summary).toContainText(`“${customer}”`);
      await expect(summary).toContainText("Status: Processing");
      const card = (await page.getByRole("row").first().boundingBox())!;
      expect(card.y).toBeLessThan(PHONE.height);
    });
  });
}

test("at 1280 px the filters are open beside the list, without a Filters toggle", async ({ page, login }) => {
  const customer = uniquelyNamed("Maya Patel").name;
  const { processing } = await ordersOf(customer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login();
  await page.goto("/admin/dashboard/orders?view=unfulfilled");
  await expect(page.getByText("Filters", { exact: true })).toBeHidden();
  await page.getByLabel("Search orders").fill(customer);
  await page.getByLabel("Status").selectOption({ label: "Processing" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row").filter({ hasText: processing.orderNumber })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("processing");
  // the row's actions are on screen, not behind a sideways scroll of the table
  const table = page.getByRole("table", { name: "Orders" });
  const view = page.getByRole("button", { name: `View order ${processing.orderNumber}` });
  const [tableBox, viewBox] = [(await table.locator("..").boundingBox())!, (await view.boundingBox())!];
  expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
  await page.screenshot({ path: "test-results/orders-1280.png" });
});
