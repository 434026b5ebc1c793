// Admin catalogue journeys. Each creates its own uniquely named data, so they run in any order.
// Storefront checks use what this branch serves (the home page lists published products by name);
// once the storefront pages are merged, the "(storefront: ...)" steps can also assert /product/{slug},
// /sitemap.xml and /support.
import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";

import { products } from "~/db/schema/catalog";
import { settings } from "~/db/schema/settings";

import { formProblem, openFromAdminMenu } from "./support/admin";
import { wcagViolations } from "./support/axe";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

const unique = () => randomBytes(3).toString("hex");

const png = (colour: string, width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function homeHtml(page: Page) {
  return (await page.request.get("/")).text();
}

/** Types each value into the field with exactly that label, in order. */
async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function csrfToken(page: Page) {
  await page.goto("/admin/dashboard/faq");
  return page.locator('input[name="csrf"]').first().inputValue();
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

test("review journey: add a review, move it up, hide it", async ({ page, login }) => {
  const customer = `Reviewer ${unique()}`;
  await login();
  await page.goto("/admin/dashboard/reviews");
  await page.getByRole("link", { name: "Add Review" }).click();
  await expect(page.getByLabel("Rating", { exact: true })).toHaveValue("5");
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(formProblem(page)).toContainText("Customer name is required");
  await fillFields(page, { "Customer name": customer, "Review text": "Arrived quickly and plays everything I tried." });
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(page.getByText("Review created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\/reviews$/);

  // New reviews get position 9999, after every placed review; moving up swaps it with its neighbour.
  const rows = page.getByRole("row");
  const names = async () => (await page.getByRole("rowheader").allInnerTexts()).map((t) => t.split("\n")[0]);
  // the list may still be rendering the redirect's data: read it once the new review is in it
  await expect(page.getByRole("rowheader").filter({ hasText: customer })).toBeVisible();
  const before = await names();
  const at = before.indexOf(customer);
  expect(at).toBeGreaterThan(0);
  await page.getByRole("button", { name: `Move review by ${customer} up` }).click();
  await expect.poll(async () => (await names()).indexOf(customer)).toBe(at - 1);
  expect((await names())[at]).toBe(before[at - 1]);

  const row = rows.filter({ hasText: customer });
  await expect(row).toContainText("5/5");
  await row.getByRole("button", { name: `Hide review by ${customer}` }).click();
  await expect(page.getByText("Review hidden.")).toBeVisible();
  await expect(row).toContainText("Hidden");
  await row.getByRole("button", { name: `Publish review by ${customer}` }).click();
  await expect(page.getByText("Review published.")).toBeVisible();

  // Search by customer name.
  await page.getByRole("searchbox", { name: "Search reviews by customer name" }).fill(customer);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("rowheader")).toHaveCount(1);
});

test("video journey: add a homepage video, then delete it with the spec's dialog", async ({ page, login }) => {
  const title = `E2E video ${unique()}`;
  await login();
  await page.goto("/admin/dashboard/videos");
  await page.getByRole("link", { name: "Add Video" }).click();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("published");
  await expect(page.getByLabel("Show on", { exact: true })).toHaveValue("");
  await fillFields(page, {
    Title: title,
    Subtitle: "Shot on the test bench",
    "Video URL": "/videos/demo/home-classics.mp4",
    Thumbnail: "/images/demo/video-classics.webp",
    Position: "-1",
  });
  await page.getByRole("button", { name: "Create Video" }).click();
  await expect(formProblem(page)).toContainText("Position must be a whole number of 0 or more");
  await page.getByLabel("Position", { exact: true }).fill("7");
  await page.getByRole("button", { name: "Create Video" }).click();
  await expect(page.getByText("Video created successfully.")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Homepage");
  await expect(row).toContainText("Published");
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(dialog).toContainText("This action cannot be undone. This will permanently delete the video.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Video deleted successfully.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("FAQ journey: add, edit, reorder and save, and /support shows them", async ({ page, login }) => {
  const question = `Do you ship to Jersey? ${unique()}`;
  await login();
  await page.goto("/admin/dashboard/faq");
  const existing = await page.getByLabel(/^Question \d+$/).count();
  await page.getByRole("button", { name: "Add FAQ" }).click();
  const n = existing + 1;
  await page.getByRole("button", { name: "Save FAQs" }).click();
  await expect(formProblem(page)).toContainText("Question cannot be blank");
  await page.getByLabel(`Question ${n}`).fill(question);
  await page.getByLabel(`Answer ${n}`).fill("Yes, with tracked delivery.");
  await page.getByRole("button", { name: `Move FAQ ${n} up` }).click();
  await page.getByRole("button", { name: "Save FAQs" }).click();
  await expect(page.getByText("FAQs saved successfully.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Question ${n - 1}`)).toHaveValue(question);
  const db = await e2eDb();
  const [{ faqList }] = await db.select({ faqList: settings.faqList }).from(settings);
  expect(faqList[n - 2]).toEqual({ question, answer: "Yes, with tracked delivery." });
  await page.goto("/support");
  await expect(page.getByText(question)).toBeVisible();
  await page.goto("/admin/dashboard/faq");

  // Remove it again, leaving the others as they were.
  await page.getByRole("button", { name: `Remove FAQ ${n - 1}` }).click();
  await page.getByRole("button", { name: "Save FAQs" }).click();
  await expect(page.getByText("FAQs saved successfully.")).toBeVisible();
  const [{ faqList: after }] = await db.select({ faqList: settings.faqList }).from(settings);
  expect(after.map((f) => f.question)).not.toContain(question);
});

test("the upload endpoint answers JSON: admins only, real images only, size limits", async ({ page, login }) => {
  const image = await png("#0ea5e9", 300, 200);
  const anonymous = await page.request.post("/api/admin/uploads", {
    multipart: { kind: "product", file: { name: "a.png", mimeType: "image/png", buffer: image } },
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: "Not authenticated" });

  await login();
  const token = await csrfToken(page);
  const send = (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
    page.request.post("/api/admin/uploads", { headers: { "X-CSRF-Token": token }, multipart: { kind, file } });

  const ok = await send("product", { name: "a.png", mimeType: "image/png", buffer: image });
  expect(ok.status()).toBe(201);
  const body = await ok.json();
  expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), width: 300, height: 200 });
  const served = await page.request.get(body.url);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect((await page.request.get(body.url.replace(".webp", "-400w.webp"))).status()).toBe(200);

  const renamed = await send("product", {
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ\x90\x00 this is a Windows program"),
  });
  expect(renamed.status()).toBe(400);
  expect(await renamed.json()).toEqual({ error: "Please upload an image file (PNG, JPEG, WebP, GIF or AVIF)." });

  const bigLogo = Buffer.alloc(2 * 1024 * 1024 + 10);
  image.copy(bigLogo);
  const tooBig = await send("logo", { name: "logo.png", mimeType: "image/png", buffer: bigLogo });
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.json()).toEqual({ error: "Logo must be less than 2MB." });
});

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
