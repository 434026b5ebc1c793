import { Link } from "react-router";

import type { RatingSummary } from "~/modules/reviews/rating-summary";
import { ReviewsSection, type ReviewCardData } from "~/modules/reviews/reviews-section";

import { Pager } from "./pager";
import { reviewsPagePath } from "./reviews-path";

/**
 * All of a product's reviews, a page at a time (plain links: they work without JavaScript), under the same
 * rating summary as the product page.
 */
export function ProductReviewsPage({
  product,
  reviewSummary,
  reviews,
  page,
  pageCount,
}: {
  product: { name: string; slug: string };
  reviewSummary: RatingSummary;
  reviews: ReviewCardData[];
  page: number;
  pageCount: number;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/product/${product.slug}`} className="underline-offset-2 hover:underline">
          ← Back to {product.name}
        </Link>
      </p>
      <h1 id="reviews-title" className="mt-4 text-3xl font-bold">
        Reviews of {product.name}
      </h1>
      <ReviewsSection
        summary={reviewSummary}
        reviews={reviews}
        headingId="reviews-title"
        className="mt-6"
        columns={2}
      />
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => reviewsPagePath(product.slug, to)}
        label="Review pages"
      />
    </div>
  );
}
