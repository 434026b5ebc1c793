// The operator's sale: created on the Sales page to start now, seen on the storefront during it (the
// price before the sale struck through), shown on the dashboard, then ended early by hand.
import { toUkDateTimeInput } from "~/lib/dates";

import { formProblem, openFromAdminMenu } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

const DAY = 24 * 60 * 60 * 1000;

test("an admin creates a sale that starts now; the product page shows the was-price during it", async ({
  page,
  login,
}) => {
  test.slow();
  // sold at £50.00 for 40 days, so £50.00 is a genuine was-price (ADR 225)
  const product = await newProduct({ price: 5000, createdAt: new Date(Date.now() - 40 * DAY) });
  const saleName = `Flash sale ${product.slug.slice(-8)}`;
  await login();
  await openFromAdminMenu(page, "Sales");
  await page.getByRole("link", { name: "Create Sale" }).click();

  // Nothing is sent while the form has a problem: it names the first one.
  await page.getByRole("button", { name: "Create Sale" }).click();
  await expect(formProblem(page)).toContainText("Name is required");

  await page.getByLabel("Name", { exact: true }).fill(saleName);
  // the start is filled in with now
  await expect(page.getByLabel("Starts (UK time)")).not.toHaveValue("");
  await page.getByLabel("Ends (UK time)").fill(toUkDateTimeInput(new Date(Date.now() + DAY)));
  await page.getByLabel("Percentage off (%)").fill("20");
  await page.getByRole("radio", { name: "Chosen items" }).check();
  await page.getByRole("checkbox", { name: product.name }).check();
  await page.getByRole("button", { name: "Create Sale" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard\/sales$/);
  await expect(page.getByText("Sale created. It is live now.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: saleName });
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("Live");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("region", { name: "Live promotions" })).toContainText(saleName);

  // The storefront, during the sale: the sale price, and the price before it struck through.
  const shopper = await page.context().newPage();
  await shopper.goto(`/product/${product.slug}`);
  await expect(shopper.getByText("Was £50.00, now £40.00")).toBeAttached();
  await expect(shopper.locator("s").filter({ hasText: "£50.00" }).first()).toBeVisible();
  await expect(shopper.getByText("Save £10.00")).toBeVisible();

  // Ended early: the price goes back and the was-price goes.
  await page.goto("/admin/dashboard/sales");
  await page.getByRole("button", { name: `End ${saleName} now` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End sale now" }).click();
  await expect(row).toContainText("Ended");
  await shopper.reload();
  await expect(shopper.getByText("Was £50.00")).toHaveCount(0);
  await expect(shopper.getByText("£50.00", { exact: true }).first()).toBeVisible();
  await shopper.close();
});
