import { describe, expect, it } from "vitest";

import { mostPopularId, productBadge } from "./badges";

const now = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const facts = (id: string, sold30d: number, isPopular = false, updatedAt = daysAgo(10)) => ({
  id,
  sold30d,
  isPopular,
  updatedAt,
});

describe("most popular", () => {
  it("is the best seller of the last 30 days, whatever the operator ticked", async () => {
    expect(mostPopularId([facts("a", 50), facts("b", 1, true)])).toBe("a");
  });

  it("is the operator's pick between equal best sellers, the one saved last when several are ticked", () => {
    expect(mostPopularId([facts("a", 4), facts("b", 4, true)])).toBe("b");
    expect(mostPopularId([facts("a", 4, true, daysAgo(5)), facts("b", 4, true, daysAgo(1)), facts("c", 1, true)])).toBe(
      "b",
    );
  });

  it("is nobody when nothing sold, even with a tick", () => {
    expect(mostPopularId([facts("a", 0), facts("b", 0)])).toBeNull();
    expect(mostPopularId([facts("a", 0, true)])).toBeNull();
  });
});

describe("product badge", () => {
  it("says Most Popular only for the popular product, else New Arrival under 30 days old, else nothing", () => {
    expect(productBadge({ createdAt: daysAgo(90) }, true, now)).toBe("Most Popular");
    expect(productBadge({ createdAt: daysAgo(29) }, false, now)).toBe("New Arrival");
    expect(productBadge({ createdAt: daysAgo(31) }, false, now)).toBeNull();
  });
});
