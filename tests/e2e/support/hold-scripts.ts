import type { Page } from "@playwright/test";

/**
 * Holds the page's scripts back, as a slow phone's connection does, so a journey can type and tap on
 * the server-rendered page before it hydrates. The returned function lets them through and resolves
 * once the page has hydrated and gone idle.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForLoadState("load");
    // The page hydrates after its first paint (docs/decisions/281); React Router's router exists from then.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  };
}
