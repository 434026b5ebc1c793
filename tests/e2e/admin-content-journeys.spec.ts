// The admin's review, homepage video and FAQ journeys, each on its own uniquely named data.
import { settings } from "~/db/schema/settings";

import { formProblem } from "./support/admin";
import { fillFields, unique } from "./support/catalog-forms";
import { e2eDb } from "./support/db";
import { expect, test } from "./support/fixtures";

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
