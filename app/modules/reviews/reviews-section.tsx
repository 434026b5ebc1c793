import { Thumbnail } from "~/components/ui/responsive-image";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Stars } from "~/components/ui/stars";
import { cn } from "~/lib/cn";
import { formatMediumDateGB } from "~/lib/medium-date";

import type { RatingSummary } from "./rating-summary";
import { ReviewSourceTag } from "./review-source-tag";

export type ReviewCardData = {
  id: string;
  rating: number;
  reviewText: string;
  reviewImage: string;
  customerName: string;
  datePosted: Date | string;
  verifiedPurchase: boolean;
  title?: string;
  source?: string;
  /** the shop's public reply */
  reply?: string;
};

/** Average, 5-to-1 breakdown and how many are verified purchases; samples are said to be samples. */
export function RatingBreakdown({ summary }: { summary: RatingSummary }) {
  const samples = summary.samples ? (
    <p className="mt-3 text-sm text-muted-foreground">
      {summary.samples === 1 ? "1 sample review" : `${summary.samples} sample reviews`} from the demo shop{" "}
      {summary.samples === 1 ? "is" : "are"} shown, not counted.
    </p>
  ) : null;
  if (summary.count === 0)
    return (
      <div className="rounded-xl border bg-card p-5">
        <p className="font-semibold">No customer reviews yet</p>
        {samples}
      </div>
    );
  return (
    <div className="rounded-xl border bg-card p-5">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-extrabold">{summary.average.toFixed(1)}</span>
        <span className="text-muted-foreground">out of 5</span>
      </p>
      <Stars rating={summary.average} className="mt-1" />
      <p className="mt-1 text-sm text-muted-foreground">
        Based on {summary.count} {summary.count === 1 ? "review" : "reviews"}
      </p>
      <ul className="mt-4 space-y-1.5" aria-label="Rating breakdown">
        {summary.distribution.map((row) => (
          <li key={row.stars} className="flex items-center gap-2 text-sm">
            <span className="w-12 shrink-0">{row.stars} star</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="w-10 shrink-0 text-right text-muted-foreground">{row.percent}%</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-1.5 text-sm font-medium">
        <SpriteIcon name="BadgeCheck" className="h-4 w-4 text-success" />
        {summary.verified} of {summary.count} {summary.count === 1 ? "review" : "reviews"} verified ·{" "}
        {summary.verifiedPercent}% verified buyers
      </p>
      {samples}
    </div>
  );
}

export function ReviewCard({ review }: { review: ReviewCardData }) {
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5">
      <Stars rating={review.rating} />
      {review.title ? <h3 className="mt-3 font-semibold">{review.title}</h3> : null}
      <p className="mt-3 flex-1 text-sm leading-relaxed">{review.reviewText}</p>
      <Thumbnail
        src={review.reviewImage}
        size={120}
        alt={`Photo from ${review.customerName}`}
        className="mt-3 h-28 w-28 rounded-md"
      />
      {review.reply ? (
        <div className="mt-3 rounded-md bg-muted p-3 text-sm">
          <p className="font-semibold">Reply from the shop</p>
          <p className="mt-1 leading-relaxed">{review.reply}</p>
        </div>
      ) : null}
      <footer className="mt-4 text-sm">
        <p className="font-semibold">{review.customerName}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
          <time dateTime={new Date(review.datePosted).toISOString()}>{formatMediumDateGB(review.datePosted)}</time>
          <ReviewSourceTag review={review} className="text-sm" />
        </p>
      </footer>
    </article>
  );
}

/** 'What our customers say': the summary beside the reviews, three across on wide screens unless `columns` is 2. */
export function ReviewsSection({
  summary,
  reviews,
  headingId,
  className,
  columns = 3,
}: {
  summary: RatingSummary;
  reviews: ReviewCardData[];
  headingId: string;
  className?: string;
  columns?: 2 | 3;
}) {
  return (
    <div className={cn("grid gap-6 lg:grid-cols-[280px_1fr]", className)}>
      <RatingBreakdown summary={summary} />
      {reviews.length ? (
        <ul className={cn("grid gap-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")} aria-labelledby={headingId}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No reviews yet.</p>
      )}
    </div>
  );
}
