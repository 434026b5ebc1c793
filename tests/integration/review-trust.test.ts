// Reviews a shopper can trust: one review per product per review link, held by a unique key; a buyer's
// words are never rewritten by staff (they hide it with a reason, or reply publicly); the demo shop's
// reviews are shown as samples and counted in no rating, and the summary says how many are verified.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { reviews } from "~/db/schema/reviews";
import { reviewToken, submitOrderReviews } from "~/modules/reviews/review-requests.server";
import {
  BUYER_WORDS_KEPT,
  getReviewForAdmin,
  HIDE_NEEDS_REASON,
  toggleReviewStatus,
  updateReview,
} from "~/modules/reviews/reviews-admin.server";
import { ReviewsSection } from "~/modules/reviews/reviews-section";
import { toReviewInput } from "~/modules/reviews/reviews.schema";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";

import { createOrder, createProduct, createReview, orderLine } from "../support/factories";
import { refusal } from "../support/refusal";
import { REVIEW_SECRET as secret, shipForReview } from "../support/review-request";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

async function shippedRequest() {
  const product = await createProduct(db, { name: "R36S Retro Handheld", status: "published" });
  const order = await createOrder(db, { status: "processing", items: [orderLine(product.name, 2000, 1, product.id)] });
  return { product, request: await shipForReview(db, order.id) };
}

describe("one review per product per review link", () => {
  it("the same product posted 50 times in one form makes one review, and the database holds it to one", async () => {
    const { product, request } = await shippedRequest();
    const saved = await submitOrderReviews(db, secret, reviewToken(secret, request.id), {
      customerName: "Alex",
      reviews: Array.from({ length: 50 }, (_, i) => ({ productId: product.id, rating: "5", reviewText: `Buy ${i}!` })),
    });
    expect(saved.count).toBe(1);
    const written = await db.select().from(reviews);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ reviewText: "Buy 0!", verifiedPurchase: true });

    // not only a check in the code: a second row for the same link and product is refused by the database
    const { id: _id, ...copy } = written[0];
    await expect(db.insert(reviews).values(copy)).rejects.toThrow();
  });
});

describe("a buyer's review in the back office", () => {
  it("keeps the buyer's words: staff may reply publicly, or hide it with a reason, never rewrite it", async () => {
    const review = await createReview(db, { reviewText: "Good value.", status: "published" });
    const asShown = toReviewInput(await getReviewForAdmin(db, review.id));

    const rewritten = await refusal(() => updateReview(db, { ...asShown, id: review.id, reviewText: "Buy two!" }));
    expect(rewritten).toMatchObject({ code: "conflict", message: BUYER_WORDS_KEPT });
    const rerated = await refusal(() => updateReview(db, { ...asShown, id: review.id, rating: 1 }));
    expect(rerated.message).toBe(BUYER_WORDS_KEPT);
    expect(await getReviewForAdmin(db, review.id)).toMatchObject({ reviewText: "Good value.", rating: 5 });

    await updateReview(db, { ...asShown, id: review.id, reply: "Thank you, Alex!" });
    const home = await getHomeCatalog(db);
    expect(home.reviews[0]).toMatchObject({ reviewText: "Good value.", reply: "Thank you, Alex!" });

    const noReason = await refusal(() => updateReview(db, { ...asShown, id: review.id, status: "hidden" }));
    expect(noReason.message).toBe(HIDE_NEEDS_REASON);
    // nor with the list's one-click toggle, which gives no reason
    const toggled = await refusal(() => toggleReviewStatus(db, { id: review.id }));
    expect(toggled.message).toBe(HIDE_NEEDS_REASON);
    expect(await getReviewForAdmin(db, review.id)).toMatchObject({ status: "published" });
    await updateReview(db, { ...asShown, id: review.id, status: "hidden", hiddenReason: "Names a courier's staff" });
    expect(await getReviewForAdmin(db, review.id)).toMatchObject({
      status: "hidden",
      hiddenReason: "Names a courier's staff",
      reviewText: "Good value.",
      verifiedPurchase: true,
    });
  });
});

describe("sample reviews", () => {
  it("are marked as samples where shown and counted in no rating; the summary says how many are verified", async () => {
    await createReview(db, { verifiedPurchase: false, source: "sample", rating: 5, customerName: "Demo A" });
    await createReview(db, { verifiedPurchase: false, source: "sample", rating: 5, customerName: "Demo B" });
    await createReview(db, { rating: 3, customerName: "Real Buyer" });
    await createReview(db, { verifiedPurchase: false, rating: 1, customerName: "Typed In" });

    const { reviews: shown, reviewSummary } = await getHomeCatalog(db);
    expect(shown).toHaveLength(4);
    expect(reviewSummary).toMatchObject({ count: 2, verified: 1, samples: 2, average: 2, recommendPercent: 0 });

    const html = renderToStaticMarkup(
      createElement(ReviewsSection, { summary: reviewSummary, reviews: shown, headingId: "reviews" }),
    );
    expect(html.match(/Sample review</g)).toHaveLength(2);
    expect(html).toContain("1 of 2 reviews verified");
    expect(html).toContain("2 sample reviews from the demo shop are shown, not counted.");
  });

  it("are all the demo shop ships: no rating is made from them", async () => {
    const html = renderToStaticMarkup(
      createElement(ReviewsSection, {
        summary: (await seededSummary()).reviewSummary,
        reviews: [],
        headingId: "reviews",
      }),
    );
    expect(html).toContain("No customer reviews yet");
  });
});

async function seededSummary() {
  const { seedDemoCatalog } = await import("~/modules/demo/demo-seed.server");
  await seedDemoCatalog(db);
  const home = await getHomeCatalog(db);
  expect(home.reviews.length).toBeGreaterThan(0);
  expect(home.reviews.every((r) => r.source === "sample")).toBe(true);
  expect(home.reviewSummary).toMatchObject({ count: 0 });
  return home;
}
