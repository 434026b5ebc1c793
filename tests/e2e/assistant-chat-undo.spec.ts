// Undo from the chat (docs/decisions/060): an approved change's result offers Undo, reachable by keyboard,
// which runs Activity's undo and puts the value back; the button is gone once used.
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";

import { createProduct } from "../support/factories";
import { approveAndWait, ask, openAssistant } from "./support/assistant";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

test("an approved price change is undone from the chat's Undo button, by keyboard", async ({ page, login }) => {
  const db = await e2eDb();
  const name = `Zephyr ${Date.now().toString(36)}`;
  const product = await createProduct(db, { name, price: 4500 });
  const priceNow = async () =>
    (await db.select({ price: products.price }).from(products).where(eq(products.id, product.id)))[0].price;

  await openAssistant(page, login);
  await ask(page, `set the price of ${name} to £40`);
  await approveAndWait(page);
  expect(await priceNow()).toBe(4000);

  const log = page.getByRole("log", { name: "Conversation" });
  const undo = log.getByRole("button", { name: "Undo" });
  await expect(undo).toBeVisible();
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(log).toContainText(`Undone: ${name} is back as it was.`);
  await expect(undo).toHaveCount(0);
  expect(await priceNow()).toBe(4500);
});
