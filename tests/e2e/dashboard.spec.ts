// The dashboard's sales by period: the switch is links (so it works before JavaScript), each figure sits beside
// the period before, and today's order shows in the best sellers.
import { randomBytes } from "node:crypto";

import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

test("the operator switches the dashboard between 7, 30 and 90 days and sees today's best seller", async ({
  page,
  login,
}) => {
  const name = `Dashboard Console ${randomBytes(4).toString("hex")}`;
  await createOrder(await e2eDb(), {
    items: [
      { productId: crypto.randomUUID(), type: "product", name, image: "", variant: "", quantity: 40, price: 100 },
    ],
  });
  await login();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Takings, last 30 days" })).toBeVisible();
  const periods = page.getByRole("navigation", { name: "Period" });
  await expect(periods.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");

  await periods.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?period=7$/);
  await expect(page.getByRole("heading", { name: "Takings, last 7 days" })).toBeVisible();
  await expect(periods.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const revenue = page.getByRole("listitem", { name: "Revenue, last 7 days" });
  await expect(revenue).toContainText("Previous 7 days: £");
  await expect(page.getByRole("region", { name: "Top products by units" }).getByText(name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Top products by units" })).toContainText("40 sold");

  await periods.getByRole("link", { name: "90 days" }).click();
  await expect(page.getByRole("heading", { name: "Takings, last 90 days" })).toBeVisible();
  // quick links say what they count
  await expect(page.getByRole("link", { name: /^Products \d+ published · \d+ in all$/ })).toBeVisible();
});

test("the Revenue card and the chart per day agree, a cancelled order whose refund failed counted in neither", async ({
  page,
  login,
}) => {
  // cancelled today and its refund failed: nothing was refunded, yet the shop did not keep the sale
  await createOrder(await e2eDb(), { status: "cancelled", total: 123_457, refundedTotal: 0 });
  await login();
  await page.goto("/admin/dashboard?period=1");
  const card = page.getByRole("listitem", { name: "Revenue, today" });
  await expect(card).toContainText("cancelled orders left out, even one whose refund failed");
  const figure = (await card.getByRole("paragraph").nth(1).textContent())!;
  const chart = page.getByRole("region", { name: "Revenue per day" });
  await expect(chart).toContainText("cancelled orders left out, even one whose refund failed");
  await expect(chart.getByText(/^Total £/)).toHaveText(`Total ${figure}`);
  await expect(page.getByRole("listitem", { name: "Total Revenue" })).toContainText("refund failed");
});
