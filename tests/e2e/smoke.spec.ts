import { expect, test } from "@playwright/test";
import { E2E_PORTS } from "./support/ports.mjs";

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
