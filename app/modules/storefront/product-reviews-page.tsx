import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import type { RatingSummary } from "~/modules/reviews/rating-summary";
import { ReviewsSection, type ReviewCardData } from "~/modules/reviews/reviews-section";

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
  const link = (to: number, rel: "prev" | "next", label: string) =>
    to < 1 || to > pageCount ? (
      <span aria-disabled="true" className={`${buttonClasses("outline", "sm")} opacity-50`}>
        {label}
      </span>
    ) : (
      <Link to={reviewsPagePath(product.slug, to)} rel={rel} className={buttonClasses("outline", "sm")}>
        {label}
      </Link>
    );
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
      {pageCount > 1 ? (
        <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-2">
          {link(page - 1, "prev", "Previous")}
          <p className="text-sm text-muted-foreground">
            Page {page} of {pageCount}
          </p>
          {link(page + 1, "next", "Next")}
        </nav>
      ) : null}
    </div>
  );
}
