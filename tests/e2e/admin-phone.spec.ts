import { createOrder, createSubscriber, createVideo } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

// An operator packing orders from a 390 px phone: every back-office list fits the screen without
// scrolling sideways, and the columns that matter for the job stay in view.
const LISTS: { path: string; heading: string; shown: string[] }[] = [
  // the orders list is a card per order on a phone (order-triage.spec.ts), so it has no column heads to keep
  { path: "/admin/dashboard/products", heading: "Products", shown: ["Name", "Stock", "Status", "Actions"] },
  { path: "/admin/dashboard/addons", heading: "Add-ons", shown: ["Name", "Price", "Status", "Actions"] },
  { path: "/admin/dashboard/reviews", heading: "Reviews", shown: ["Customer", "Rating", "Status", "Actions"] },
  { path: "/admin/dashboard/videos", heading: "Videos", shown: ["Title", "Status", "Actions"] },
  { path: "/admin/dashboard/customers", heading: "Customers", shown: ["Customer", "Orders", "Spend"] },
  { path: "/admin/dashboard/subscribers", heading: "Subscribers", shown: ["Email", "Status"] },
];

test("every admin list fits a 390 px phone, keeping the columns that matter", async ({ page, login }) => {
  const db = await e2eDb();
  await createOrder(db, { customerName: "Alexandra Featherstonehaugh-Worthington" });
  await createSubscriber(db);
  await createVideo(db, { title: "A phone-width video title", status: "published" });
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
    for (const column of list.shown) {
      await expect(page.getByRole("columnheader", { name: column, exact: true }).first(), list.path).toBeVisible();
    }
    const sideways = await page.evaluate(() => {
      const scrollers = [document.documentElement, ...document.querySelectorAll("table")].map((element) =>
        element === document.documentElement ? element : element.parentElement!,
      );
      return scrollers.map((element) => element.scrollWidth - element.clientWidth).filter((extra) => extra > 0);
    });
    expect(sideways, list.path).toEqual([]);
  }
});
