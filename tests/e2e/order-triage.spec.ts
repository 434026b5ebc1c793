import { expect, test } from "./support/fixtures";
import {
  clickAndDropCsv,
  openFold,
  ordersOfOneCustomer,
  shipWithRoyalMail,
  unfulfilledOrdersOf,
} from "./support/orders";
import { noSidewaysScroll } from "./support/page-checks";

// An operator at a 390 px phone picks out today's unfulfilled orders, ships one with Royal Mail and a tracking
// number, and downloads the Click & Drop file for the rest.

test("today's unfulfilled orders on a phone: find, ship with Royal Mail, export for Click & Drop", async ({
  page,
  login,
}) => {
  const {
    customer,
    orders: [express, standard, sent],
  } = await ordersOfOneCustomer("Olivia Clark", { shippingMethod: "express" }, {}, { status: "shipped" });
  await page.setViewportSize({ width: 390, height: 844 });
  await login();

  await unfulfilledOrdersOf(page, customer);
  await expect(page.getByRole("link", { name: /^Unfulfilled\s*2$/ })).toHaveAttribute("aria-current", "page");
  await openFold(page, "Filters");
  await page.getByLabel("Placed").selectOption({ label: "Today" });
  await page.getByRole("button", { name: "Search" }).click();
  const card = (number: string) => page.getByRole("row").filter({ hasText: number });
  await expect(card(express.orderNumber)).toBeVisible();
  await expect(card(sent.orderNumber)).toHaveCount(0);
  // each card: number (a link on one line), customer, total, status, method and the time it was placed
  const expressCard = card(express.orderNumber);
  await expect(expressCard.getByRole("link", { name: express.orderNumber })).toBeVisible();
  await expect(expressCard).toContainText("Express");
  await expect(expressCard).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  const link = await expressCard.getByRole("link", { name: express.orderNumber }).boundingBox();
  expect(link!.height).toBeLessThan(30);
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/orders-390.png", fullPage: true });

  // ship the Express one with Royal Mail and its tracking number
  await shipWithRoyalMail(page, express.orderNumber);
  await expect(card(express.orderNumber)).toHaveCount(0);

  // the rest, in Royal Mail Click & Drop's columns
  await openFold(page, "Export CSV");
  const { fileName, rows: csv } = await clickAndDropCsv(page);
  expect(fileName).toMatch(/^click-and-drop-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv[0]).toMatch(/^Order reference,Date,Full name,Address line 1/);
  expect(csv.some((row) => row.startsWith(`${standard.orderNumber},`))).toBe(true);
  expect(csv.some((row) => row.startsWith(`${express.orderNumber},`))).toBe(false);
  expect(csv.some((row) => row.startsWith(`${sent.orderNumber},`))).toBe(false);
});

test("at 1280 px an order's number, email and time are never broken mid-word", async ({ page, login }) => {
  const {
    customer,
    orders: [order],
  } = await ordersOfOneCustomer("Olivia Clark", { email: "olivia.clark@example.co.uk" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await login();
  await page.goto(`/admin/dashboard/orders?view=all&q=${encodeURIComponent(customer)}`);
  const row = page.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible();
  // how many lines each piece of the row's text is laid out on; an address may wrap only after its @
  const linesOf = (text: string) =>
    row.evaluate((tr, wanted) => {
      const walker = document.createTreeWalker(tr, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent !== wanted) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return 0;
    }, text);
  expect(await linesOf(order.orderNumber)).toBe(1);
  expect(await linesOf("olivia.clark@")).toBe(1);
  expect(await linesOf("example.co.uk")).toBe(1);
  const placed = (await row.locator("time").textContent())!;
  expect(await linesOf(placed)).toBe(1);
});
