// A product page carries the rating summary (from running totals) and the first few reviews, whatever the number
// of reviews; the rest are on the product's reviews pages, server-rendered and linked without JavaScript.
import { describe, expect, it } from "vitest";

import { PRODUCT_PAGE_REVIEWS, REVIEWS_PAGE_SIZE } from "~/modules/storefront/storefront.server";
import { loader as productLoader } from "~/routes/product";
import { loader as reviewsLoader } from "~/routes/product-reviews";

import { createProduct, createReview } from "../support/factories";
import { routeArgs } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

// the product loader answers data(...) with the page's expiry header; the page is its .data
const productPage = async (slug: string) =>
  (await productLoader(routeArgs(db, new Request(`http://localhost/product/${slug}`), { slug }))).data;
const reviewsPage = (slug: string, page?: string) =>
  reviewsLoader(
    routeArgs(db, new Request(`http://localhost/product/${slug}/reviews${page ? `/${page}` : ""}`), {
      slug,
      ...(page ? { page } : {}),
    }),
  );

describe("reviews paged", () => {
  it("keeps the product page the same size however many reviews, with the summary of all of them", async () => {
    const product = await createProduct(db, { status: "published" });
    const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000);
    for (let i = 0; i < 8; i++) await createReview(db, { productId: product.id, rating: 5, datePosted: day(i) });
    const few = await productPage(product.slug);
    for (let i = 8; i < 45; i++)
      await createReview(db, { productId: product.id, rating: i % 2 ? 4 : 2, datePosted: day(i) });
    await createReview(db, { productId: product.id, rating: 1, status: "hidden", datePosted: day(50) });
    const many = await productPage(product.slug);

    expect(few.reviews).toHaveLength(PRODUCT_PAGE_REVIEWS);
    expect(many.reviews).toHaveLength(PRODUCT_PAGE_REVIEWS);
    expect(JSON.stringify(many.reviews).length).toBe(JSON.stringify(few.reviews).length);
    // the newest published first; the summary counts every published review, not the ones shown
    expect(many.reviews[0].datePosted).toEqual(day(44));
    expect(many.reviewSummary).toMatchObject({ count: 45, average: 3.3 });
    expect(many.reviewSummary.distribution.map((d) => d.count)).toEqual([8, 18, 0, 19, 0]);
  });

  it("pages the rest at /product/:slug/reviews/:page, and answers 404 for a page that is not there", async () => {
    const product = await createProduct(db, { status: "published" });
    for (let i = 0; i < REVIEWS_PAGE_SIZE + 5; i++)
      await createReview(db, {
        productId: product.id,
        reviewText: `Review ${i}`,
        datePosted: new Date(Date.UTC(2026, 1, 1) + i * 60_000),
      });
    const first = await reviewsPage(product.slug);
    expect(first).toMatchObject({ page: 1, pageCount: 2, reviewSummary: { count: REVIEWS_PAGE_SIZE + 5 } });
    expect(first.reviews[0].reviewText).toBe(`Review ${REVIEWS_PAGE_SIZE + 4}`);
    const second = await reviewsPage(product.slug, "2");
    expect(second.reviews.map((r) => r.reviewText)).toEqual([
      "Review 4",
      "Review 3",
      "Review 2",
      "Review 1",
      "Review 0",
    ]);
    for (const page of ["3", "0", "01", "two"]) {
      const thrown = await reviewsPage(product.slug, page).catch((e: unknown) => e);
      expect((thrown as Response).status, page).toBe(404);
    }
    const unknown = await reviewsPage("no-such-console").catch((e: unknown) => e);
    expect((unknown as Response).status).toBe(404);
  });
});
