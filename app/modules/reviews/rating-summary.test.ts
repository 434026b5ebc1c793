import { describe, expect, it } from "vitest";

import { NO_RATINGS, ratingSummaryOf, samplesAmong, type RatingTotals } from "./rating-summary";

/** The running totals the review_totals trigger keeps for these customers' reviews. */
function totalsOf(reviews: { rating: number; verifiedPurchase: boolean }[]): RatingTotals {
  const totals = { ...NO_RATINGS };
  for (const r of reviews) {
    totals.count += 1;
    totals.ratingSum += r.rating;
    totals.verified += r.verifiedPurchase ? 1 : 0;
    totals[`stars${r.rating}` as `stars${1 | 2 | 3 | 4 | 5}`] += 1;
  }
  return totals;
}

describe("rating summary", () => {
  it("averages to one decimal, counts 5 down to 1 stars and the share of verified buyers", () => {
    const summary = ratingSummaryOf(
      totalsOf([
        { rating: 5, verifiedPurchase: true },
        { rating: 5, verifiedPurchase: true },
        { rating: 4, verifiedPurchase: false },
      ]),
    );
    expect(summary.count).toBe(3);
    expect(summary.average).toBe(4.7);
    expect(summary.distribution.map((d) => [d.stars, d.count, d.percent])).toEqual([
      [5, 2, 67],
      [4, 1, 33],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
    expect(summary.verifiedPercent).toBe(67);
  });

  it("counts no sample review: they are shown as samples, and the summary says how many are verified", () => {
    const shown = [
      { rating: 5, verifiedPurchase: false, source: "sample" },
      { rating: 5, verifiedPurchase: false, source: "sample" },
      { rating: 2, verifiedPurchase: true, source: "order" },
    ];
    const customers = shown.filter((r) => r.source !== "sample");
    const summary = ratingSummaryOf(totalsOf(customers), samplesAmong(shown));
    expect(summary).toMatchObject({ count: 1, verified: 1, samples: 2, average: 2, recommendPercent: 0 });
  });

  it("shows zeros, not NaN, with no reviews", () => {
    const summary = ratingSummaryOf(null);
    expect(summary.average).toBe(0);
    expect(summary.verifiedPercent).toBe(0);
    expect(summary.distribution.every((d) => d.percent === 0)).toBe(true);
  });
});
