// The reviews header (SPEC §9): average to one decimal, 5-to-1 distribution, share of verified buyers;
// the home page's trust strip reads the same summary, so no rating anywhere is typed in.
export type RatingSummary = {
  count: number;
  /** one decimal, 0 with no reviews */
  average: number;
  /** index 0 is five stars, index 4 one star */
  distribution: { stars: number; count: number; percent: number }[];
  verifiedPercent: number;
  /** share rated 4 or 5 stars: the trust strip's "Would Recommend" */
  recommendPercent: number;
};

/** Counts of published reviews: what the database keeps as running totals (review_totals). */
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

/** The summary from running totals: the one place the figures are worked out. */
export function ratingSummaryOf(totals: RatingTotals | null | undefined): RatingSummary {
  const t = totals ?? NO_RATINGS;
  const count = t.count;
  const percent = (n: number) => (count ? Math.round((n / count) * 100) : 0);
  return {
    count,
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

/** The totals of a list of reviews (what the database's running totals must equal). */
export function ratingTotalsOf(reviews: { rating: number; verifiedPurchase: boolean }[]): RatingTotals {
  const totals = { ...NO_RATINGS };
  for (const r of reviews) {
    totals.count += 1;
    totals.ratingSum += r.rating;
    if (r.verifiedPurchase) totals.verified += 1;
    const key = `stars${r.rating}` as keyof RatingTotals;
    if (key in totals) totals[key] += 1;
  }
  return totals;
}

export function ratingSummary(reviews: { rating: number; verifiedPurchase: boolean }[]): RatingSummary {
  return ratingSummaryOf(ratingTotalsOf(reviews));
}
