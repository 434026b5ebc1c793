import fs from "node:fs";
import { createRequire } from "node:module";

import { expect, test, type Page } from "@playwright/test";

import { settings } from "~/db/schema/settings";

import { FAKE_TRACK17_KEY } from "../fakes/track17-server";
import { createOrder } from "../support/factories";
import { saveSettingsAsAdmin } from "./support/admin";
import { e2eDb } from "./support/db";
import { holdScripts } from "./support/hold-scripts";
import { toast } from "./support/page-checks";
import { E2E_PORTS } from "./support/ports";

// Order tracking journeys against the fake 17TRACK playwright.config.ts starts. Every journey makes
// its own order with its own tracking number (the fake picks a canned parcel by its prefix).
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

// The key is saved the admin's way: the shop keeps its settings in memory until a change is announced.
const shopURL = `http://127.0.0.1:${E2E_PORTS.postgres}`;
let previousKey = "";
test.beforeAll(async ({ browser }) => {
  const db = await e2eDb();
  previousKey = (await db.select({ key: settings.track17ApiKey }).from(settings))[0]?.key ?? "";
  await saveSettingsAsAdmin(browser, shopURL, { track17ApiKey: FAKE_TRACK17_KEY });
});
test.afterAll(async ({ browser }) => {
  await saveSettingsAsAdmin(browser, shopURL, { track17ApiKey: previousKey });
});

async function track(page: Page, orderNumber: string) {
  await page.goto("/track-order");
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
}

test("tracking an order without a tracking number says it is being prepared", async ({ page }) => {
  const order = await createOrder(await e2eDb(), { status: "processing", orderDate: new Date("2026-11-02T15:30:00Z") });
  await page.goto("/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
  await expect(page.getByText("Enter your order number to track your delivery")).toBeVisible();
  // Enter submits, like the button
  await page.getByLabel("Order number").fill(order.orderNumber.toLowerCase());
  await page.getByLabel("Order number").press("Enter");

  const details = page.getByRole("region", { name: "Order Details" });
  await expect(details.getByRole("heading", { name: "Order Details" })).toBeVisible();
  await expect(details.getByText(order.orderNumber)).toBeVisible();
  await expect(details.getByText("Processing")).toBeVisible();
  await expect(details.getByText("2 November 2026")).toBeVisible();
  await expect(details.getByText("Tracking Number")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No Tracking Number Yet" })).toBeVisible();
  await expect(
    page.getByText("Your order is being prepared. You'll receive a tracking number once it ships."),
  ).toBeVisible();
  // what the order holds, without prices
  const items = details.getByRole("list", { name: "Items in this order" });
  for (const item of order.items) await expect(items).toContainText(`${item.name}`);
  await expect(items).toContainText(`Qty ${order.items[0].quantity}`);
  await expect(items.getByText(/£/)).toHaveCount(0);
  // Nothing about the customer reaches the page
  await expect(page.getByText("Jamie Smith")).toHaveCount(0);
});

test("tracking a shipped order shows the carrier, status, countries and history newest first", async ({ page }) => {
  const trackingNumber = unique("TRANSIT");
  const order = await createOrder(await e2eDb(), { status: "shipped", trackingNumber });
  await track(page, order.orderNumber);

  const details = page.getByRole("region", { name: "Order Details" });
  await expect(details.getByText("Shipped")).toBeVisible();
  await expect(details.getByText(trackingNumber)).toBeVisible();

  const delivery = page.getByRole("region", { name: "Delivery Tracking" });
  await expect(delivery.getByRole("heading", { name: "Delivery Tracking" })).toBeVisible();
  await expect(delivery.getByText("Royal Mail")).toBeVisible();
  await expect(delivery.getByText("In transit")).toBeVisible();
  await expect(delivery.getByText("China")).toBeVisible();
  await expect(delivery.getByText("United Kingdom")).toBeVisible();
  const history = delivery.getByRole("list", { name: "Tracking history" }).getByRole("listitem");
  await expect(history).toHaveCount(5);
  await expect(history.first()).toContainText("Arrived at delivery office");
  await expect(history.first()).toContainText("19 November 2026 at 06:40");
  await expect(history.first()).toContainText("Leeds Mail Centre, GB");
  await expect(history.last()).toContainText("Shipment information received");

  // WCAG 2 A/AA (contrast, names, structure) on the full results
  // (evaluated rather than added as a script tag, which the shop's CSP rightly blocks)
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run({ runOnly: ["wcag2a", "wcag2aa"] })).violations.map((v) => v.id);
  });
  expect(violations).toEqual([]);
});

test("tracking a parcel the carrier has not scanned yet shows the empty history text", async ({ page }) => {
  const order = await createOrder(await e2eDb(), { status: "shipped", trackingNumber: unique("NEW") });
  await track(page, order.orderNumber);
  const delivery = page.getByRole("region", { name: "Delivery Tracking" });
  await expect(delivery.getByText("Awaiting carrier update")).toBeVisible();
  await expect(
    delivery.getByText("Tracking information will appear here once your package is in transit."),
  ).toBeVisible();
});

test("an order number typed before the page's scripts have loaded is kept and can be tracked", async ({ page }) => {
  const order = await createOrder(await e2eDb(), { status: "shipped", trackingNumber: unique("NEW") });
  const hydrate = await holdScripts(page);
  await page.goto("/track-order", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Order number").fill(order.orderNumber);
  await hydrate();
  await expect(page.getByLabel("Order number")).toHaveValue(order.orderNumber);
  const searched = page.waitForRequest((request) => request.url().endsWith("/api/track-order"));
  await page.getByRole("button", { name: "Track Order" }).click({ timeout: 5_000 });
  await searched; // searched in place, by the page's script
  await expect(
    page.getByRole("region", { name: "Delivery Tracking" }).getByText("Awaiting carrier update"),
  ).toBeVisible();
});

test("an unknown order number shows the error in a red card and a toast", async ({ page }) => {
  await track(page, "RH-NOSUCHORDER");
  await expect(page.getByRole("alert").filter({ hasText: "Order not found" })).toBeVisible();
  await expect(toast(page, "Order not found")).toBeVisible();
  await expect(page.getByRole("region", { name: "Order Details" })).toHaveCount(0);
});

test("an empty order number cannot be sent: the button is disabled and Enter asks for one", async ({ page }) => {
  await page.goto("/track-order");
  const button = page.getByRole("button", { name: "Track Order" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Order number").fill("   ");
  await expect(button).toBeDisabled();
  await page.getByLabel("Order number").press("Enter");
  await expect(toast(page, "Please enter an order number")).toBeVisible();
  await page.getByLabel("Order number").fill("RH-1");
  await expect(button).toBeEnabled();
});

test("the ?order= link from the confirmation page prefills the order number and shows its tracking", async ({
  page,
}) => {
  const trackingNumber = unique("DELIVERED");
  const order = await createOrder(await e2eDb(), { status: "shipped", trackingNumber });
  await page.goto(`/order-confirmation/${order.orderNumber}`);
  await page.getByRole("link", { name: "Track your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${order.orderNumber}$`));
  await expect(page.getByLabel("Order number")).toHaveValue(order.orderNumber);
  await expect(page.getByRole("region", { name: "Order Details" }).getByText(order.orderNumber)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Delivery Tracking" }).getByText("Delivered", { exact: true }),
  ).toBeVisible();
});

test("a slow 17TRACK shows Searching... and then the order with an info message", async ({ page }) => {
  const order = await createOrder(await e2eDb(), { status: "shipped", trackingNumber: unique("SLOW") });
  await track(page, order.orderNumber);
  await expect(page.getByRole("button", { name: "Searching..." })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Order Details" }).getByText(order.orderNumber)).toBeVisible();
  await expect(toast(page, "Live tracking updates are unavailable right now")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Delivery Tracking" })
      .getByText("Tracking information will appear here once your package is in transit."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Track Order" })).toBeEnabled();
});

test("a failed call shows the failure in the card and asks to try again", async ({ page }) => {
  await page.route("**/api/track-order", (route) => route.abort("connectionrefused"));
  await track(page, "RH-ANYTHING1");
  // the browser's own error message, or "Failed to track order" when it has none
  await expect(page.getByRole("alert")).toContainText(/Failed to (fetch|track order)/);
  await expect(toast(page, "Failed to track order. Please try again.")).toBeVisible();
});
