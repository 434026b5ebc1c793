import { createOrder } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

// At 1280 px the sidebar's background reaches the bottom of a long page, not just the first screenful.
test("the admin sidebar's background reaches the bottom of a long page at 1280 px", async ({ page, login }) => {
  const db = await e2eDb();
  for (let i = 0; i < 25; i++) await createOrder(db);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login();
  await page.goto("/admin/dashboard/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const { asideBottom, pageHeight } = await page.evaluate(() => ({
    asideBottom: document.querySelector("aside")!.getBoundingClientRect().bottom + window.scrollY,
    pageHeight: document.documentElement.scrollHeight,
  }));
  expect(pageHeight).toBeGreaterThan(800);
  expect(asideBottom).toBeGreaterThanOrEqual(pageHeight);
  await page.screenshot({ path: "test-results/admin-sidebar-1280.png", fullPage: true });
  // the menu still stays in view while the page scrolls
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" })).toBeInViewport();
});
