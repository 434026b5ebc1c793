// The admin's product journey. It creates its own uniquely named data, so it runs in any order with the others.
// Storefront checks use what the home page lists (published products by name).
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { products } from "~/db/schema/catalog";

import { formProblem, openFromAdminMenu } from "./support/admin";
import { fillFields, png, unique } from "./support/catalog-forms";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

async function homeHtml(page: Page) {
  return (await page.request.get("/")).text();
}

test("product journey: validation, a draft with variants, gallery and specs hidden, publish, reprice, delete", async ({
  page,
  login,
}) => {
  // A long journey with four image conversions on a shared 2-core machine.
  test.slow();
  const id = unique();
  const name = `E2E Handheld ${id}`;
  const slug = `e2e-handheld-${id}`;
  await login();
  await openFromAdminMenu(page, "Products");
  await page.getByRole("link", { name: "Add Product" }).click();

  // The first problem is named under 'Validation Error', and nothing is sent.
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(formProblem(page)).toContainText("Name is required");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await page.getByLabel("Name", { exact: true }).fill(name);
  // Typing a slug lowercases it and turns other characters into hyphens.
  await page.getByLabel("Slug", { exact: true }).fill(`E2E Handheld ${id.toUpperCase()}`);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await fillFields(page, {
    Tagline: "A console made by a test",
    Description: "Created by the admin catalogue journey.",
    Category: "Handheld Consoles",
    "Price (£)": "-5",
  });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(formProblem(page)).toContainText("Price must be positive");
  await fillFields(page, { "Price (£)": "54.99", "Stock quantity": "30" });

  // Main image: uploaded, converted on the server, previewed.
  await page
    .getByLabel("Upload Main image")
    .setInputFiles({ name: "main.png", mimeType: "image/png", buffer: await png("#7c3aed") });
  await expect(page.getByLabel("Main image", { exact: true })).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect(page.getByRole("img", { name: "Preview of Main image" })).toBeVisible();
  await page.getByLabel("Image alt text", { exact: true }).fill("The E2E handheld in purple");

  // Gallery: two uploads and one URL.
  await page.getByLabel("Upload gallery images").setInputFiles([
    { name: "g1.png", mimeType: "image/png", buffer: await png("#16a34a") },
    { name: "g2.png", mimeType: "image/png", buffer: await png("#dc2626") },
  ]);
  await expect(page.getByRole("img", { name: "Gallery image 2" })).toBeVisible();
  await page.getByLabel("Gallery image URL", { exact: true }).fill("not a url");
  await page.getByRole("button", { name: "Add URL" }).click();
  await expect(page.getByText("Please enter a valid image URL")).toBeVisible();
  await page.getByLabel("Gallery image URL", { exact: true }).fill("/images/demo/hero.webp");
  await page.getByRole("button", { name: "Add URL" }).click();
  await expect(page.getByRole("img", { name: "Gallery image 3" })).toBeVisible();

  // Features, specs, variants with their own image.
  await page.getByRole("button", { name: "Add feature" }).click();
  await page.getByLabel("Feature 1", { exact: true }).fill("Bright 3.5-inch screen");
  await page.getByRole("button", { name: "Add feature" }).click();
  await page.getByLabel("Feature 2", { exact: true }).fill("All-day battery");
  await page.getByRole("button", { name: "Add spec" }).click();
  await fillFields(page, { "Spec 1 label": "Screen", "Spec 1 value": "3.5-inch IPS" });
  await page.getByRole("button", { name: "Add variant option" }).click();
  await page.getByLabel("Variant option 1", { exact: true }).fill("Purple");
  await page
    .getByLabel("Upload Variant 1 image")
    .setInputFiles({ name: "purple.png", mimeType: "image/png", buffer: await png("#9333ea", 1000, 1000) });
  await expect(page.getByLabel("Variant 1 image", { exact: true })).toHaveValue(/^\/uploads\/.+\.webp$/);
  await page.getByRole("button", { name: "Add variant option" }).click();
  await page.getByLabel("Variant option 2", { exact: true }).fill("Black");
  // with variants, stock is kept per variant and the product holds their total
  await page.getByLabel("Variant 1 stock", { exact: true }).fill("30");

  // SEO with live counts; the status is draft unless changed.
  await page.getByLabel("SEO title", { exact: true }).fill("E2E Handheld");
  await expect(page.getByText("12/60 characters")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("draft");
  await page.getByRole("button", { name: "Create Product" }).click();

  await expect(page.getByText("Product created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/products$/);
  const db = await e2eDb();
  const [stored] = await db.select().from(products).where(eq(products.slug, slug));
  expect(stored).toMatchObject({
    price: 5499,
    stockQuantity: 30,
    status: "draft",
    features: ["Bright 3.5-inch screen", "All-day battery"],
    techSpecs: [{ label: "Screen", value: "3.5-inch IPS" }],
    variantOptions: ["Purple", "Black"],
  });
  expect(stored.gallery).toHaveLength(3);
  expect(Object.keys(stored.variantImages)).toEqual(["Purple"]);

  // The list finds it by name; a draft never reaches the storefront.
  await page.getByRole("searchbox", { name: "Search products by name" }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("£54.99");
  await expect(row).toContainText("Draft");
  expect(await homeHtml(page)).not.toContain(name);
  expect((await page.request.get(`/product/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/product/${slug}<`);

  // Publish: on the storefront at its next request.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully.")).toBeVisible();
  expect(await homeHtml(page)).toContain(name);
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/product/${slug}<`);

  // Reprice: the storefront shows the new price.
  await page.goto(`/admin/dashboard/products?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Price (£)", { exact: true })).toHaveValue("54.99");
  await page.getByLabel("Price (£)", { exact: true }).fill("49.50");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("£49.50");

  // Delete, after confirming.
  await page.goto(`/admin/dashboard/products?search=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await homeHtml(page)).not.toContain(name);
});
