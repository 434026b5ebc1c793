// The assistant in an operator's own words, on the built-in planner: a relative price change proposes
// the right card and Undo puts the price back; an ambiguous name is asked about with buttons; "undo the
// last change" proposes the undo of the latest assistant change, showing what goes back.
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";
import { orders } from "~/db/schema/orders";

import { createOrder } from "../support/factories";
import { approveAndWait, ask, openAssistant } from "./support/assistant";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const priceOf = async (slug: string) =>
  (await (await e2eDb()).select({ price: products.price }).from(products).where(eq(products.slug, slug)))[0].price;

// every journey here starts on the assistant page, signed in
test.beforeEach(({ page, login }) => openAssistant(page, login));

test("'drop the X55 by five pounds' proposes the X55's price £5 lower, and Undo in Activity puts it back", async ({
  page,
}) => {
  const before = await priceOf("x55-console");
  await ask(page, "drop the X55 by five pounds");
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const card = dialog.getByRole("listitem").filter({ hasText: "Change the price of X55 Handheld" });
  await expect(card).toContainText(`${pounds(before)} → ${pounds(before - 500)}`);
  await expect(card.getByRole("link", { name: "X55 Handheld" })).toHaveAttribute("href", /\/products\/edit\//);
  await dialog.getByRole("button", { name: "Approve and run" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText('Updated product "X55 Handheld".');
  expect(await priceOf("x55-console")).toBe(before - 500);

  await page.goto("/admin/dashboard/activity");
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: "Updated product “X55 Handheld”" })
    .filter({ hasText: `${pounds(before)} → ${pounds(before - 500)}` })
    .first();
  await entry.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Undone" })).toBeVisible();
  await expect(entry).toContainText("Undone");
  expect(await priceOf("x55-console")).toBe(before);
  await page.goto("/product/x55-console");
  await expect(page.getByRole("main")).toContainText(pounds(before));
});

test("an ambiguous name is asked about with a button per reading, and a button proposes that one", async ({ page }) => {
  await ask(page, "change the price of the R36 to £60");
  const log = page.getByRole("log", { name: "Conversation" });
  const suggestions = log.getByRole("list", { name: "Suggestions" }).last();
  await expect(suggestions.getByRole("button", { name: "R36S Retro Handheld" })).toBeVisible();
  await expect(suggestions.getByRole("button", { name: "R36 Ultra" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await suggestions.getByRole("button", { name: "R36 Ultra" }).click();
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  await expect(dialog.getByRole("listitem").filter({ hasText: "Change the price of R36 Ultra" })).toContainText(
    "→ £60.00",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(log).toContainText("Cancelled. Nothing was changed.");
});

test("'undo the last change' proposes the undo of the latest assistant change, showing what goes back", async ({
  page,
}) => {
  const before = await priceOf("r36-ultra");
  await ask(page, `set the price of r36 ultra to ${pounds(before + 100)}`);
  await approveAndWait(page);
  expect(await priceOf("r36-ultra")).toBe(before + 100);

  await ask(page, "undo the last change");
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const card = dialog.getByRole("listitem").filter({ hasText: "Undo: Updated product “R36 Ultra”" });
  await expect(card).toContainText(`${pounds(before + 100)} → ${pounds(before)}`);
  await expect(card.getByText("undo_change")).toBeVisible();
  await dialog.getByRole("button", { name: "Approve and run" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText("Undone: R36 Ultra is back as it was.");
  expect(await priceOf("r36-ultra")).toBe(before);
});

test("undoing 'shipped' in Activity after the shipping email asks whether to email the customer a correction", async ({
  page,
}) => {
  const order = await createOrder(await e2eDb(), { customerName: "Priya Shah", status: "pending" });
  // a tracking number of this run's own: Activity lists earlier runs' entries too (a retry's, say)
  const tracking = `JD${Date.now().toString().slice(-7)}`;
  await ask(page, `mark order ${order.orderNumber} as shipped with tracking ${tracking}`);
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const card = dialog.getByRole("listitem").filter({ hasText: `Mark order ${order.orderNumber} as shipped` });
  await expect(card).toContainText("Customer: Priya Shah");
  await expect(card).toContainText(`Total: ${pounds(order.total)}`);
  await approveAndWait(page);

  await page.goto("/admin/dashboard/activity");
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: /^Status Pending → Shipped/ })
    .filter({ hasText: tracking });
  await expect(entry).toContainText("The customer was emailed that it is on its way. Email them a correction?");
  await expect(entry.getByRole("button", { name: "Undo", exact: true })).toHaveCount(0);
  await entry.getByRole("button", { name: "Undo and email a correction" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "The customer is emailed a correction." }),
  ).toBeVisible();
  await expect(entry).toContainText("Undone");
  const [after] = await (await e2eDb()).select().from(orders).where(eq(orders.id, order.id));
  expect(after.status).toBe("pending");
});
