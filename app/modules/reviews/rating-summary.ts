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

export function ratingSummary(
  shown: { rating: number; verifiedPurchase: boolean; source?: string | null }[],
): RatingSummary {
  const reviews = shown.filter((r) => r.source !== "sample");
  const count = reviews.length;
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  const distribution = [5, 4, 3, 2, 1].map((stars) => {
    const n = reviews.filter((r) => r.rating === stars).length;
    return { stars, count: n, percent: count ? Math.round((n / count) * 100) : 0 };
  });
  const verified = reviews.filter((r) => r.verifiedPurchase).length;
  const recommend = reviews.filter((r) => r.rating >= 4).length;
  return {
    count,
    verified,
    samples: shown.length - count,
    average: count ? Math.round((total / count) * 10) / 10 : 0,
    distribution,
    verifiedPercent: count ? Math.round((verified / count) * 100) : 0,
    recommendPercent: count ? Math.round((recommend / count) * 100) : 0,
  };
}
