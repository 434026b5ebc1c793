// The reviews header (SPEC §9): average to one decimal, 5-to-1 distribution, share of verified buyers;
// the home page's trust strip reads the same summary, so no rating anywhere is typed in. Sample reviews
// (the demo shop's) are shown as samples and counted nowhere: no figure rests on a review nobody wrote.
export type RatingSummary = {
  /** customers' reviews (samples left out) */
  count: number;
  /** of those, how many are verified purchases */
  verified: number;
  /** sample reviews shown beside them, not counted */
  samples: number;
  /** one decimal, 0 with no reviews */
  average: number;
  /** index 0 is five stars, index 4 one star */
  distribution: { stars: number; count: number; percent: number }[];
  verifiedPercent: number;
  /** share rated 4 or 5 stars: the trust strip's "Would Recommend" */
  recommendPercent: number;
};

/** Counts of published customers' reviews: what the database keeps as running totals (review_totals). */
export type RatingTotals = {
  count: number;
  ratingSum: number;
  verified: number;
  stars1: number;
  stars2: number;
  stars3: number;
  stars4: number;
  stars5: number;
};

export const NO_RATINGS: RatingTotals = {
  count: 0,
  ratingSum: 0,
  verified: 0,
  stars1: 0,
  stars2: 0,
  stars3: 0,
  stars4: 0,
  stars5: 0,
};

const starsOf = (totals: RatingTotals, stars: number) => totals[`stars${stars}` as `stars${1 | 2 | 3 | 4 | 5}`];

/**
 * The summary from running totals: the one place the figures are worked out. `samples` is how many sample
 * reviews the page shows beside them (the totals never count one).
 */
export function ratingSummaryOf(totals: RatingTotals | null | undefined, samples = 0): RatingSummary {
  const t = totals ?? NO_RATINGS;
  const count = t.count;
  const percent = (n: number) => (count ? Math.round((n / count) * 100) : 0);
  return {
    count,
    verified: t.verified,
    samples,
    average: count ? Math.round((t.ratingSum / count) * 10) / 10 : 0,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: starsOf(t, stars),
      percent: percent(starsOf(t, stars)),
    })),
    verifiedPercent: percent(t.verified),
    recommendPercent: percent(t.stars4 + t.stars5),
  };
}

/** How many of the reviews a page shows are samples. */
export const samplesAmong = (shown: readonly { source?: string | null }[]) =>
  shown.filter((review) => review.source === "sample").length;
