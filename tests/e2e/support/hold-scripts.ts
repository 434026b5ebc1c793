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
    await hydrated(page);
  };
}

/**
 * Waits until the page has hydrated and gone idle. A journey that tests what scripts do (the drawer, instant
 * updates) waits for this first: a click on the server-rendered page before then posts the form without
 * JavaScript, which works too but shows the other path.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // The page hydrates after its first paint (docs/decisions/010); React Router's router exists from then.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
