import { expect, test } from "@playwright/test";

import { E2E_PORTS } from "./support/ports";

for (const [kind, port] of Object.entries(E2E_PORTS)) {
  test(`the home page shows the three seeded consoles (${kind})`, async ({ page, request }) => {
    // Server-rendered: the consoles are in the HTML before any script runs.
    const html = await (await request.get(`http://127.0.0.1:${port}/`)).text();
    for (const name of ["R36S Retro Handheld", "R36 Ultra", "X55 Handheld"]) expect(html).toContain(name);

    await page.goto(`http://127.0.0.1:${port}/`);
    for (const name of ["R36S Retro Handheld", "R36 Ultra", "X55 Handheld"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
  });
}

test("the health check answers when the database does", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "postgres" });
});

test("a shopper's page views ask the server only for the pages and their data, no route-discovery round trips", async ({
  page,
}) => {
  // Static files (scripts, styles, images) are left out: what is counted is what reaches React Router.
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      url.port === String(E2E_PORTS.postgres) &&
      !/^\/(assets|images|videos|uploads)\/|\.(svg|ico|png|webp)$/.test(url.pathname)
    )
      asked.push(url.pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // the figure is read when the browser is idle after the page shows, which on a busy machine can come after
  // the network has gone quiet: waited for by name
  const recentSales = page.waitForResponse((response) => response.url().includes("/recent-sales"));
  await page.getByRole("link", { name: "R36 Ultra", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "R36 Ultra" })).toBeVisible();
  await recentSales;
  await page.waitForLoadState("networkidle");
  await page.goto("/support", { waitUntil: "networkidle" });
  // The home page, the product page's data for the client-side navigation, its recent-sales figure (read
  // after load because cached pages hold no counts, ADR 051), the support page.
  expect(asked).toEqual(["/", "/product/r36-ultra.data", "/api/products/r36-ultra/recent-sales", "/support"]);
});
