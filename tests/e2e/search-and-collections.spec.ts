import type { Page } from "@playwright/test";

import { createProduct, uniquelyNamed } from "../support/factories";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

// Finding things in a larger catalogue: a collection browsed with a filter and a page change without JavaScript,
// and a search typed with a typo that still finds the item (with and without JavaScript, phone and desktop).

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const VIEWPORTS = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
];

VIEWPORTS.forEach(({ name, viewport }, index) => {
  test.describe(`collections on a ${name}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("a shopper filters a collection by price and stock, sorts it and turns the page", async ({ page }) => {
      // 26 consoles of their own in a price band nothing else is in (£7,1n0 to £7,1n0.25), one sold out
      const pounds = 7100 + index * 10;
      const db = await e2eDb();
      for (let i = 0; i < 27; i++)
        await createProduct(db, {
          ...uniquelyNamed(`Band Console ${String(i).padStart(2, "0")}`),
          price: pounds * 100 + i,
          stockQuantity: i === 26 ? 0 : 5,
        });

      // from the collections the search page offers (the home page offers the same links; it is left uncached here
      // for the journeys that count on rendering it afresh)
      await page.goto("/search");
      await page.getByRole("navigation", { name: "Collections" }).getByRole("link", { name: "Consoles" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Consoles" })).toBeVisible();
      const filters = page.getByRole("form", { name: "Filter and sort" });
      await filters.getByLabel("Lowest price (£)").fill(String(pounds));
      await filters.getByLabel("Highest price (£)").fill(String(pounds + 1));
      await filters.getByLabel("In stock only").check();
      await filters.getByLabel("Sort by").selectOption({ label: "Price, low to high" });
      await filters.getByRole("button", { name: "Apply" }).click();

      await expect(page.getByRole("status").filter({ hasText: "26 items" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /^Band Console/ })).toHaveCount(24);
      await expect(page.getByRole("heading", { level: 2, name: /^Band Console/ }).first()).toHaveText(/Console 00/);
      const pages = page.getByRole("navigation", { name: "Consoles pages" });
      await expect(pages.getByText("Page 1 of 2")).toBeVisible();
      expect(await sideways(page)).toBe(0);

      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pages.getByText("Page 2 of 2")).toBeVisible();
      const last = page.getByRole("heading", { level: 2, name: /^Band Console/ });
      await expect(last).toHaveCount(2);
      await expect(last.nth(1)).toHaveText(/Console 25/);
      // the filters stay as chosen on the next page
      await expect(filters.getByLabel("Lowest price (£)")).toHaveValue(String(pounds));
      await expect(filters.getByLabel("In stock only")).toBeChecked();
      expect(await sideways(page)).toBe(0);
    });
  });
});

// One made-up word per journey, so each search is its own; the typo swaps two of its letters.
const WORDS = ["Quasarion", "Veltranox", "Morvexia", "Tyndralis"];
const typo = (word: string) => word.slice(0, 3) + word[4] + word[3] + word.slice(5);

[true, false].forEach((javaScriptEnabled, js) => {
  VIEWPORTS.forEach(({ name, viewport }, index) => {
    test.describe(`search on a ${name}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, viewport });

      test("a search typed with a typo finds the item", async ({ page }) => {
        const word = WORDS[js * 2 + index];
        const product = await createProduct(await e2eDb(), {
          ...uniquelyNamed("Typo"),
          name: `${word} Handheld`,
          tagline: "A console for finding",
        });
        await page.goto("/support");
        const field = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search" });
        await field.fill(typo(word).toLowerCase());
        if (javaScriptEnabled) {
          // the instant list, loaded on focus, offers the item as the shopper types
          const suggestions = page.getByRole("list", { name: "Suggestions" });
          await suggestions.getByRole("link", { name: new RegExp(`${word} Handheld`) }).click();
        } else {
          await field.press("Enter");
          await expect(
            page.getByRole("heading", { level: 1, name: `Search results for “${typo(word).toLowerCase()}”` }),
          ).toBeVisible();
          expect(await sideways(page)).toBe(0);
          await page.getByRole("link", { name: `${word} Handheld` }).click();
        }
        await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
        await expect(page.getByRole("heading", { level: 1, name: `${word} Handheld` })).toBeVisible();
      });
    });
  });
});

test.describe("nothing found, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("a search that finds nothing offers the closest items", async ({ page }) => {
    await page.goto("/search?q=pokemon+ultima");
    await expect(page.getByRole("heading", { name: "Nothing found for “pokemon ultima”" })).toBeVisible();
    await expect(page.getByText("Did you mean one of these?")).toBeVisible();
    await expect(page.getByRole("link", { name: "R36 Ultra" }).first()).toBeVisible();
  });
});

test("no new page scrolls sideways from 320 to 430 px", async ({ page }) => {
  for (const width of [320, 360, 390, 430]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/support",
      "/search?q=r36",
      "/search?q=qqqqqq",
      "/collections/consoles",
      "/collections/add-ons",
    ]) {
      await page.goto(path);
      expect(await sideways(page), `${path} at ${width} px`).toBe(0);
    }
  }
});
