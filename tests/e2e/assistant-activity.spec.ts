// The assistant and activity journeys: a price change reviewed as £79.99 → £89.99, approved, seen on the shop, found
// in Activity and undone; a price typed by hand on the product form undone the same way; a delete that cannot be
// approved until its confirmation is ticked; a read answered in the chat without a dialog.
import { randomBytes } from "node:crypto";

import { addons } from "~/db/schema/addons";

import { ask, openAssistant } from "./support/assistant";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

const unique = () => randomBytes(4).toString("hex");

test("a price change is reviewed as £79.99 → £89.99, shows on the shop, and Undo in Activity puts £79.99 back", async ({
  page,
  login,
}) => {
  await openAssistant(page, login);
  await ask(page, "Set the price of r36 ultra to £89.99");
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const card = dialog.getByRole("listitem").filter({ hasText: "Change the price of R36 Ultra" });
  await expect(card).toContainText("£79.99 → £89.99");
  await expect(card.getByRole("link", { name: "R36 Ultra" })).toHaveAttribute(
    "href",
    /\/admin\/dashboard\/products\/edit\//,
  );
  await expect(card.getByRole("checkbox", { name: "Change the price of R36 Ultra" })).toBeChecked();
  await dialog.getByRole("button", { name: "Approve and run" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText('Updated product "R36 Ultra".');

  await page.goto("/product/r36-ultra");
  await expect(page.getByRole("main")).toContainText("£89.99");

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/activity$/);
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: "Updated product “R36 Ultra”" })
    .filter({ hasText: "AI assistant" })
    .first();
  await expect(entry).toContainText("£79.99 → £89.99");
  await entry.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Undone" })).toBeVisible();
  await expect(entry).toContainText("Undone");
  await expect(entry.getByRole("button", { name: "Undo" })).toHaveCount(0);
  // the undo is itself recorded, as this admin's, newest first
  await expect(page.getByRole("listitem").first()).toContainText("£89.99 → £79.99");

  await page.goto("/product/r36-ultra");
  await expect(page.getByRole("main")).toContainText("£79.99");
  await expect(page.getByRole("main")).not.toContainText("£89.99");
});

test("deleting an add-on needs its confirmation ticked before approval, and Cancel keeps it on the shop", async ({
  page,
  login,
}) => {
  const name = `Doomed Grip ${unique()}`;
  const slug = `doomed-grip-${unique()}`;
  await (await e2eDb()).insert(addons).values({ name, slug, price: 999, type: "accessory", status: "published" });
  await openAssistant(page, login);
  await ask(page, `Delete add-on ${name}`);
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  await expect(dialog.getByText(`Delete add-on ${name}`)).toBeVisible();
  const approve = dialog.getByRole("button", { name: "Approve and run" });
  await expect(approve).toBeDisabled();
  const confirm = dialog.getByRole("checkbox", { name: "I understand this cannot be undone" });
  await confirm.check();
  await expect(approve).toBeEnabled();
  await confirm.uncheck();
  await expect(approve).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText("Cancelled. Nothing was changed.");

  await page.goto(`/addon/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});

test("'Show draft products' answers in the chat as a table, with no dialog", async ({ page, login }) => {
  await openAssistant(page, login);
  await page.getByRole("button", { name: "View draft products" }).click();
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText(/Found \d+ draft products?\./);
  await expect(log.getByRole("table")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a mistaken price typed on the product form is undone from Activity, and the shop shows the price again", async ({
  page,
  login,
}) => {
  const product = await newProduct({ price: 7499, status: "published" });
  await login();
  await page.goto(`/admin/dashboard/products/edit/${product.id}`);
  await page.getByLabel("Price (£)", { exact: true }).fill("7.49");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully.")).toBeVisible();
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("main")).toContainText("£7.49");

  await page.goto("/admin/dashboard/activity");
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: `Updated product “${product.name}”` })
    .filter({ hasText: "Admin page" })
    .filter({ hasText: "£74.99 → £7.49" });
  await expect(entry).toHaveCount(1);
  await entry.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Undone" })).toBeVisible();
  await expect(entry).toContainText("Undone");
  await expect(page.getByRole("listitem").first()).toContainText("£7.49 → £74.99");

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("main")).toContainText("£74.99");
  await expect(page.getByRole("main")).not.toContainText("£7.49");
});
