import { expect, test, type Page } from "@playwright/test";

import { axeViolations } from "./support/axe";

// axe-core on every public page (and the open cart drawer): no serious or critical violation.
// The shop's CSP (rightly) refuses injected scripts; the scanner is the test's, not the page's.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  return (await axeViolations(page, { resultTypes: ["violations"] }))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const PAGES = [
  "/",
  "/product/r36-ultra",
  "/product/r36-console",
  "/addon/hard-shell-carry-case",
  "/support",
  "/privacy-policy",
  "/terms-of-service",
  "/returns",
  "/search?q=r36",
  "/search?q=pokemon+ultima",
  "/collections/consoles?min=cheap",
  "/collections/add-ons",
  "/no-such-page",
];

for (const url of PAGES) {
  for (const width of [360, 1280]) {
    test(`${url} at ${width}px has no serious or critical accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the open cart drawer has no serious or critical accessibility violation", async ({ page }) => {
  // the microSD card is made for the R36S, as the carry case is, so the drawer suggests the case whatever ran before
  await page.goto("/addon/microsd-128gb");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("dialog", { name: /Shopping Cart/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complete Your Setup" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
