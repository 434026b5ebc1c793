import { expect, type Page } from "@playwright/test";

/** The toast saying `text`, as the person sees it after a save. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Nothing on the page is wider than the screen: a phone never scrolls sideways. */
export const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
