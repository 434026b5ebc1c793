import { expect, test, type Page } from "@playwright/test";

// A storefront page's route manifest names no back-office route (half the file was admin routes, sent to every
// shopper), and the shop's pages still move between each other without reloading; an admin page keeps the whole
// manifest, storefront routes included.

const routeIds = (page: Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes),
  );

test("a storefront page's manifest leaves the admin routes out, and links still navigate in the page", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterManifest" in window);
  const ids = await routeIds(page);
  expect(ids).toContain("routes/product");
  expect(ids).toContain("routes/checkout");
  expect(ids.filter((id) => id.startsWith("routes/admin/"))).toEqual([]);

  // a client-side navigation: the same document, so a mark left on the window survives it
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('a[href="/product/r36-ultra"]').first().click();
  await expect(page).toHaveURL(/\/product\/r36-ultra$/);
  await expect(page.getByRole("heading", { level: 1, name: "R36 Ultra" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("an admin page keeps the whole manifest", async ({ page }) => {
  await page.goto("/admin/login");
  await page.waitForFunction(() => "__reactRouterManifest" in window);
  const ids = await routeIds(page);
  expect(ids).toContain("routes/admin/login");
  expect(ids).toContain("routes/product");
});
