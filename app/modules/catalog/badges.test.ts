import { describe, expect, it } from "vitest";

import { idChecksum, productBadge } from "./badges";

const now = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("product badge", () => {
  it("calls anything under 30 days old a New Arrival, whatever its views", () => {
    expect(productBadge({ id: "a", createdAt: daysAgo(29), viewCount: 500 }, now)).toBe("New Arrival");
  });

  it("calls an older product with over 100 views Most Popular, but not at exactly 100", () => {
    expect(productBadge({ id: "a", createdAt: daysAgo(31), viewCount: 101 }, now)).toBe("Most Popular");
    expect(productBadge({ id: "a", createdAt: daysAgo(31), viewCount: 100 }, now)).not.toBe("Most Popular");
  });

  it("otherwise picks by the id's checksum modulo 3", () => {
    const old = { createdAt: daysAgo(90), viewCount: 0 };
    // "a" = 97 (mod 3 = 1), "b" = 98 (2), "c" = 99 (0)
    expect(idChecksum("c") % 3).toBe(0);
    expect(productBadge({ id: "c", ...old }, now)).toBe("Limited Availability");
    expect(productBadge({ id: "a", ...old }, now)).toBe("Selling Fast");
    expect(productBadge({ id: "b", ...old }, now)).toBe("Trending Now");
  });
});
