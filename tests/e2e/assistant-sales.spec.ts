// The assistant on the built-in planner, as an owner asks: a Black Friday sale approved from the chat starts and
// ends on the product page by itself (the shop's sale ticker; the journey moves the sale's dates to now, as the
// day coming would), and a message with two requests draws two cards.
import type { Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";

import { sales } from "~/db/schema/promotions";
import { toUkDateTimeInput } from "~/lib/dates";
import { blackFriday } from "~/modules/assistant/planner/named-days.server";

import { uniquelyNamed } from "../support/factories";
import { approveAndWait, ask, openAssistant } from "./support/assistant";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";
import { newProduct } from "./support/purchase";

const DAY = 24 * 60 * 60 * 1000;
/** A start or an end shows within a tick of the sale ticker (2 seconds in the journeys' shops) and a reload. */
const TICK = { timeout: 75_000, intervals: [2_000] };

/** Reloads the page until `text` is shown (or gone): the sale ticker's start or end, within a tick. */
const reloadUntil = (page: Page, text: string, shown: boolean) =>
  expect
    .poll(async () => {
      await page.reload();
      return (await page.getByText(text).count()) > 0;
    }, TICK)
    .toBe(shown);

test("a Black Friday sale approved from the chat starts and ends on the product page", async ({ page, login }) => {
  test.slow();
  // sold at £50.00 for 40 days, so £50.00 is a genuine was-price
  const product = await newProduct({
    ...uniquelyNamed("Sunset Pocket"),
    price: 5000,
    createdAt: new Date(Date.now() - 40 * DAY),
  });
  const words = product.name;
  await openAssistant(page, login);
  await ask(page, `15% off the ${words} for Black Friday`);

  const today = toUkDateTimeInput(new Date()).slice(0, 10);
  const year = Number(today.slice(0, 4));
  if (today > blackFriday(year)) {
    // this year's Black Friday has passed: the assistant asks rather than move it, and is given the days
    await expect(page.getByRole("log", { name: "Conversation" })).toContainText(`Black Friday ${year}`);
    await expect(page.getByRole("log", { name: "Conversation" })).toContainText("has passed");
    await ask(page, `15% off the ${words} from today until tomorrow`);
  }
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const card = dialog.getByRole("listitem").filter({ hasText: "Schedule the sale" });
  await expect(card).toContainText("15% off");
  await approveAndWait(page);

  const db = await e2eDb();
  const [sale] = await db
    .select()
    .from(sales)
    .where(sql`${sales.items} @> ${JSON.stringify([{ id: product.id }])}::jsonb`);
  expect(sale).toBeDefined();
  // the day comes: a sale still waiting for its start is moved to start now, and the ticker starts it
  if (sale.status === "scheduled")
    await db
      .update(sales)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(sales.id, sale.id));

  const shopper = await page.context().newPage();
  await shopper.goto(`/product/${product.slug}`);
  await reloadUntil(shopper, "Was £50.00, now £42.50", true);

  // and it ends by itself: the price goes back and the was-price goes
  await db
    .update(sales)
    .set({ endsAt: new Date(Date.now() + 1000) })
    .where(eq(sales.id, sale.id));
  await reloadUntil(shopper, "Was £50.00", false);
  await expect(shopper.getByText("£50.00", { exact: true }).first()).toBeVisible();
  await shopper.close();
});

test("a message with two requests draws a card for each", async ({ page, login }) => {
  const first = await newProduct({ ...uniquelyNamed("Amber Pocket"), price: 5000 });
  const second = await newProduct({ ...uniquelyNamed("Violet Pocket"), price: 6000 });
  await openAssistant(page, login);
  await ask(page, `set the price of the ${first.name} to £45 and put the ${second.name} on draft`);
  const dialog = page.getByRole("dialog", { name: "Review proposed operations" });
  const cards = dialog.locator('ol[aria-label="Proposed operations"] > li');
  await expect(dialog.getByRole("listitem").filter({ hasText: `Change the price of ${first.name}` })).toContainText(
    "£50.00 → £45.00",
  );
  await expect(dialog.getByRole("listitem").filter({ hasText: `Unpublish ${second.name}` })).toBeVisible();
  await expect(cards).toHaveCount(2);
});
