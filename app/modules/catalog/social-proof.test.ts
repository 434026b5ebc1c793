import { describe, expect, it } from "vitest";

import { socialProof } from "./social-proof";

const id = "7b0f3c1e-2a44-4a8e-9a52-0c8d6a1f0e11";

describe("social proof numbers", () => {
  it("stay the same all day and stay inside the default ranges", () => {
    const morning = socialProof(id, null, new Date("2026-11-21T00:05:00Z"));
    const evening = socialProof(id, null, new Date("2026-11-21T23:55:00Z"));
    expect(evening).toEqual(morning);
    expect(morning.viewingNow).toBeGreaterThanOrEqual(8);
    expect(morning.viewingNow).toBeLessThanOrEqual(35);
    expect(morning.sold24h).toBeGreaterThanOrEqual(15);
    expect(morning.sold24h).toBeLessThanOrEqual(50);
  });

  it("follow the ranges in urgency_config", () => {
    const numbers = socialProof(id, { viewingNowRange: [3, 3], sold24hrsRange: [100, 102] });
    expect(numbers.viewingNow).toBe(3);
    expect(numbers.sold24h).toBeGreaterThanOrEqual(100);
    expect(numbers.sold24h).toBeLessThanOrEqual(102);
  });

  it("differ between products and between days", () => {
    const days = Array.from(
      { length: 20 },
      (_, i) => socialProof(id, null, new Date(Date.UTC(2026, 0, i + 1))).viewingNow,
    );
    expect(new Set(days).size).toBeGreaterThan(1);
    const ids = Array.from({ length: 20 }, (_, i) => socialProof(`product-${i}`, null, new Date("2026-11-21")).sold24h);
    expect(new Set(ids).size).toBeGreaterThan(1);
  });
});
