import { isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { reviews } from "~/db/schema/reviews";
import { deleteProduct } from "~/modules/catalog/catalog-admin.server";

import { countRows } from "../../../tests/support/count-rows";
import { createProduct, createReview as insertReview, withDefaults } from "../../../tests/support/factories";
import { itRefusesEach, type Refusals } from "../../../tests/support/refusal";
import { freshTestDb } from "../../../tests/support/test-db";
import {
  createReview,
  deleteReview,
  getReviewForAdmin,
  listReviewsForAdmin,
  moveReview,
  toggleReviewStatus,
  updateReview,
} from "./reviews-admin.server";
import { toReviewInput, type ReviewInput } from "./reviews.schema";

const { db } = await freshTestDb();

const valid = withDefaults<ReviewInput>({
  customerName: "Sam Patel",
  reviewText: "Great.",
});
// live reviews: a deleted one is kept (soft deleted) for a while so it can be restored
const reviewCount = () => countRows(db, reviews, isNull(reviews.deletedAt));
const order = async () => (await listReviewsForAdmin(db)).reviews.map((r) => r.customerName);

describe("reviews", () => {
  it("gives a new review position 9999, rating 5 and published status; the product is optional", async () => {
    const review = await createReview(db, valid());
    expect(review).toMatchObject({ position: 9999, rating: 5, status: "published", productId: null });
    const product = await createProduct(db);
    // a "verified purchase" posted with it is not the operator's to give: only an order verifies a review
    const linked = await createReview(
      db,
      valid({ productId: product.id, rating: "3", ...({ verifiedPurchase: "on" } as object) }),
    );
    expect(linked).toMatchObject({ productId: product.id, rating: 3, verifiedPurchase: false });
  });

  const refusals: Refusals<ReviewInput> = [
    ["a missing customer name", { customerName: " " }, "Customer name is required"],
    [
      "a customer name over 100 characters",
      { customerName: "x".repeat(101) },
      "Customer name must be at most 100 characters",
    ],
    ["a rating of 0", { rating: "0" }, "Rating must be between 1 and 5"],
    ["a rating of 6", { rating: 6 }, "Rating must be between 1 and 5"],
    ["a fractional rating", { rating: "4.5" }, "Rating must be between 1 and 5"],
    [
      "review text over 1000 characters",
      { reviewText: "x".repeat(1001) },
      "Review text must be at most 1000 characters",
    ],
    ["an image that is not a URL", { reviewImage: "not a url" }, "Must be a valid URL"],
    ["a product that is not a uuid", { productId: "abc" }, "Choose a product from the list"],
    ["a product that is not there", { productId: crypto.randomUUID() }, "Choose a product from the list"],
  ];
  itRefusesEach(refusals, (change) => createReview(db, valid(change)), reviewCount);

  it("still saves a review of a product deleted since: the review keeps its product", async () => {
    const product = await createProduct(db);
    const review = await createReview(db, valid({ productId: product.id }));
    await deleteProduct(db, { id: product.id });
    const saved = await updateReview(db, { ...toReviewInput(review), reviewText: "Still great.", id: review.id });
    expect(saved).toMatchObject({ productId: product.id, reviewText: "Still great." });
  });

  it("moves a review by swapping positions with its neighbour", async () => {
    await insertReview(db, { customerName: "A", position: 1 });
    const b = await insertReview(db, { customerName: "B", position: 2 });
    await insertReview(db, { customerName: "C", position: 3 });
    await moveReview(db, { id: b.id, direction: "up" });
    expect(await order()).toEqual(["B", "A", "C"]);
    await moveReview(db, { id: b.id, direction: "down" });
    await moveReview(db, { id: b.id, direction: "down" });
    expect(await order()).toEqual(["A", "C", "B"]);
    // The last one cannot go further down.
    expect(await moveReview(db, { id: b.id, direction: "down" })).toEqual({ moved: false });
    expect(await order()).toEqual(["A", "C", "B"]);
  });

  it("moves new reviews that all share position 9999", async () => {
    const base = Date.now();
    const a = await createReview(db, valid({ customerName: "Older" }));
    await db.update(reviews).set({ datePosted: new Date(base - 60_000) });
    const b = await createReview(db, valid({ customerName: "Newer" }));
    expect(await order()).toEqual(["Newer", "Older"]);
    await moveReview(db, { id: a.id, direction: "up" });
    expect(await order()).toEqual(["Older", "Newer"]);
    expect((await getReviewForAdmin(db, a.id)).position).toBeLessThan((await getReviewForAdmin(db, b.id)).position);
  });

  it("an operator's edit keeps a review verified by its order, and cannot make one verified", async () => {
    const fromOrder = await insertReview(db, { verifiedPurchase: true });
    // the buyer's words are theirs: a "typo fix" is refused; a public reply is the operator's own
    const rewrite = updateReview(db, { ...toReviewInput(fromOrder), reviewText: "Typo fixed.", id: fromOrder.id });
    await expect(rewrite).rejects.toThrow("A buyer's review cannot be edited.");
    await updateReview(db, { ...toReviewInput(fromOrder), reply: "Thanks!", id: fromOrder.id });
    expect(await getReviewForAdmin(db, fromOrder.id)).toMatchObject({
      reviewText: fromOrder.reviewText,
      reply: "Thanks!",
      verifiedPurchase: true,
    });
    const typedIn = await createReview(db, valid());
    await updateReview(db, { ...toReviewInput(typedIn), id: typedIn.id, ...({ verifiedPurchase: true } as object) });
    expect(await getReviewForAdmin(db, typedIn.id)).toMatchObject({ verifiedPurchase: false });
  });

  it("a partial edit spread over toReviewInput keeps everything else", async () => {
    const product = await createProduct(db);
    const review = await createReview(db, valid({ productId: product.id, rating: 4, reviewImage: "/uploads/r.webp" }));
    await updateReview(db, { ...toReviewInput(review), reviewText: "Even better after a month.", id: review.id });
    expect(await getReviewForAdmin(db, review.id)).toEqual({ ...review, reviewText: "Even better after a month." });
  });

  it("toggles published and hidden, updates and deletes", async () => {
    const review = await createReview(db, valid());
    expect((await toggleReviewStatus(db, { id: review.id })).status).toBe("hidden");
    expect((await toggleReviewStatus(db, { id: review.id })).status).toBe("published");
    await updateReview(db, { ...valid({ customerName: "Sam P.", rating: "4" }), id: review.id });
    expect(await getReviewForAdmin(db, review.id)).toMatchObject({ customerName: "Sam P.", rating: 4, position: 9999 });
    expect((await listReviewsForAdmin(db, { search: "sam" })).reviews).toHaveLength(1);
    expect((await listReviewsForAdmin(db, { search: "nobody" })).reviews).toHaveLength(0);
    await deleteReview(db, { id: review.id });
    expect(await reviewCount()).toBe(0);
  });
});
