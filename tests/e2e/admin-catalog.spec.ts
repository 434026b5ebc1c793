// The admin catalogue: the add-on journey on its own uniquely named data, and the catalogue pages' accessibility.
import { products } from "~/db/schema/catalog";

import { formProblem } from "./support/admin";
import { wcagViolations } from "./support/axe";
import { unique } from "./support/catalog-forms";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

test("add-on journey: linked to a published product chosen by name, published, listed, deleted", async ({
  page,
  login,
}) => {
  const id = unique();
  const name = `E2E Grip ${id}`;
  const db = await e2eDb();
  const draftName = `E2E Draft Console ${id}`;
  await db.insert(products).values({ name: draftName, slug: `e2e-draft-console-${id}`, price: 1000, status: "draft" });

  await login();
  await page.goto("/admin/dashboard/addons");
  await page.getByRole("link", { name: "Add Add-on" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(`e2e-grip-${id}`);
  await page.getByLabel("Price (£)", { exact: true }).fill("9.99");
  await page.getByLabel("Type", { exact: true }).selectOption("upgrade");
  // Only published products can be linked.
  const linked = page.getByLabel("Linked product", { exact: true });
  await expect(linked.getByRole("option", { name: draftName })).toHaveCount(0);
  await linked.selectOption({ label: "R36 Ultra" });
  await page.getByRole("button", { name: "Add variant option" }).click();
  await page.getByLabel("Variant option 1", { exact: true }).fill("Black");
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  // A slug another add-on has is refused by the server, shown the same way.
  await page.getByLabel("Slug", { exact: true }).fill("hard-shell-carry-case");
  await page.getByRole("button", { name: "Create Add-on" }).click();
  await expect(formProblem(page)).toContainText("An add-on with this slug already exists.");
  await page.getByLabel("Slug", { exact: true }).fill(`e2e-grip-${id}`);
  await page.getByRole("button", { name: "Create Add-on" }).click();
  await expect(page.getByText("Add-on created successfully.")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Upgrade");
  await expect(row).toContainText("£9.99");
  await expect(row).toContainText("Published");
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Add-on deleted successfully.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test.describe("accessibility", () => {
  // axe is injected as a script, which the shop's CSP rightly forbids; only this check bypasses it.
  test.use({ bypassCSP: true });

  test("the admin catalogue pages have no WCAG 2 A/AA violations", async ({ page, login }) => {
    // Nine pages, each audited in full by axe: more than one journey's share of time on a busy machine.
    test.setTimeout(120_000);
    await login();
    const paths = [
      "products",
      "products/new",
      "addons",
      "addons/new",
      "reviews",
      "reviews/new",
      "videos",
      "videos/new",
      "faq",
    ];
    for (const path of paths) {
      await page.goto(`/admin/dashboard/${path}`);
      if (path === "products/new") {
        for (const name of ["Add feature", "Add spec", "Add variant option"])
          await page.getByRole("button", { name }).click();
      }
      const violations = await wcagViolations(page);
      expect(violations, `/admin/dashboard/${path}`).toEqual([]);
    }
  });
});
