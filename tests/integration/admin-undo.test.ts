// Undo for every admin change, on a real database: a price typed on the product form, a settings save, an FAQ
// edit, a video edit and a review hidden by hand are undone from the Activity page like the assistant's changes,
// newest first; stock an order has taken since and money that moved are never undone, and say why.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { products } from "~/db/schema/catalog";
import { undoActivity } from "~/modules/assistant/undo.server";
import { toProductInput } from "~/modules/catalog/catalog-admin.schema";
import { updateProduct } from "~/modules/catalog/catalog-admin.server";
import { updateReview } from "~/modules/reviews/reviews-admin.server";
import { toReviewInput } from "~/modules/reviews/reviews.schema";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";
import { getVideoForAdmin, updateVideo } from "~/modules/videos/videos-admin.server";
import { toVideoInput } from "~/modules/videos/videos.schema";
import * as activityPage from "~/routes/admin/activity";

import { adminTestDb } from "../support/admin-test-db";
import { createProduct, createReview, createVideo } from "../support/factories";
import { redirectedWithToast, routeArgs } from "../support/route-context";

const { db, session } = await adminTestDb();
const me = () => ({ id: session.admin.user.id, email: session.admin.user.email });

const activity = (init?: RequestInit) =>
  new Request("http://localhost/admin/dashboard/activity", { ...init, headers: { cookie: session.admin.cookie } });
const shownEntries = async () => (await activityPage.loader(routeArgs(db, activity()) as never)).entries;
const entry = async (action: string, targetId: string) =>
  (await shownEntries()).find((e) => e.action === action && e.targetId === targetId && !e.undoOfId)!;
/** Undo through the Activity page's form, as the operator's browser posts it; answers with the toast. */
async function undoOnPage(id: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ intent: "undo", csrf: session.admin.csrfToken, id })) form.append(k, v);
  const answer = await activityPage.action(routeArgs(db, activity({ method: "POST", body: form })) as never);
  return (await redirectedWithToast(answer)).toast?.description;
}
const product = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
// from what the form showed: its fields as stored are the baseline (a stock figure is written only over it)
const editProduct = async (id: string, fields: Record<string, string | number>) => {
  const shown = await product(id);
  return updateProduct(db, { ...toProductInput(shown), ...fields, id }, me(), { baseline: shown });
};

describe("changes made on admin pages offer Undo", () => {
  it("a mistaken price typed on the product form goes back, and the undo is itself recorded", async () => {
    const console = await createProduct(db, { name: "X55 Console", slug: "x55", price: 7499 });
    await editProduct(console.id, { price: "7.49" });
    const typo = await entry("product.update", console.id);
    expect(typo).toMatchObject({ origin: "page", canUndo: true, undoBlockedBy: null });

    expect(await undoOnPage(typo.id)).toBe("Undone: X55 Console is back as it was.");
    expect((await product(console.id)).price).toBe(7499);
    const entries = await db.select().from(activityLog).where(eq(activityLog.targetId, console.id));
    expect(entries.find((e) => e.undoOfId === typo.id)).toMatchObject({
      origin: "page",
      actorEmail: session.admin.user.email,
    });
    expect(await entry("product.update", console.id)).toMatchObject({ canUndo: false });
  });

  it("two edits go back newest first: the older one waits, saying why", async () => {
    const console = await createProduct(db, { name: "X55 Console", slug: "x55", price: 7499 });
    await editProduct(console.id, { price: "69.99" });
    await editProduct(console.id, { price: "64.99" });
    const [older, newer] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.targetId, console.id), eq(activityLog.action, "product.update")))
      .orderBy(asc(activityLog.seq));
    const shown = await shownEntries();
    expect(shown.find((e) => e.id === older.id)).toMatchObject({
      canUndo: false,
      undoBlockedBy: "Changed again since: undo the newer change first.",
    });
    await expect(undoActivity(db, older.id, me())).rejects.toThrow(/has changed since/);
    await undoOnPage(newer.id);
    await undoOnPage(older.id);
    expect((await product(console.id)).price).toBe(7499);
  });

  it("settings, the FAQs, a video and a hidden review go back as they were", async () => {
    const before = await getSettings(db);
    await updateSettings(db, { ...toSettingsForm(before), announcementBar: "Black Friday: 20% off" }, me());
    await saveFaqs(db, { faqs: [{ question: "Do you ship to Ireland?", answer: "Not yet." }] }, me());
    const video = await createVideo(db, { title: "R36 Ultra up close", status: "published" });
    await updateVideo(db, { ...toVideoInput(video), title: "Wrong title", id: video.id }, me());
    const review = await createReview(db, { status: "published" });
    // a buyer's review is hidden with a reason
    const hiding = { status: "hidden" as const, hiddenReason: "Off-topic" };
    await updateReview(db, { ...toReviewInput(review), ...hiding, id: review.id }, me());

    await undoOnPage((await entry("settings.update", "1")).id);
    await undoOnPage((await entry("faq.update", "faq")).id);
    await undoOnPage((await entry("video.update", video.id)).id);
    await undoOnPage((await entry("review.update", review.id)).id);

    expect((await getSettings(db)).announcementBar).toBe(before.announcementBar);
    expect(await getFaqs(db)).toEqual(before.faqList);
    expect((await getVideoForAdmin(db, video.id)).title).toBe("R36 Ultra up close");
    expect((await db.query.reviews.findFirst({ where: (r, { eq }) => eq(r.id, review.id) }))?.status).toBe("published");
  });
});

describe("what is never undone blindly", () => {
  it("a stock change is refused once stock has moved since, naming the field", async () => {
    const console = await createProduct(db, { name: "X55 Console", slug: "x55", stockQuantity: 10 });
    await editProduct(console.id, { stockQuantity: 40 });
    const restock = await entry("product.update", console.id);
    // an order takes stock without an admin entry for the product (the checkout's own write)
    await db.update(products).set({ stockQuantity: 39 }).where(eq(products.id, console.id));
    await expect(undoActivity(db, restock.id, me())).rejects.toThrow(/has changed since \(stock/i);
    expect((await product(console.id)).stockQuantity).toBe(39);
  });

  it("an entry the shop wrote itself offers nothing, and the page refuses it with a 4xx message", async () => {
    const console = await createProduct(db, { name: "X55 Console", slug: "x55" });
    await updateProduct(db, { ...toProductInput(await product(console.id)), price: "1.00", id: console.id });
    const [system] = await db.select().from(activityLog).where(eq(activityLog.targetId, console.id));
    expect(system.origin).toBe("system");
    expect((await shownEntries()).find((e) => e.id === system.id)).toMatchObject({ canUndo: false });
    await expect(undoActivity(db, system.id, me())).rejects.toMatchObject({
      code: "invalid_input",
      message: "This kind of change cannot be undone here: make a new change instead.",
    });
  });
});
