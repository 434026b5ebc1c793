import { describe, expect, it } from "vitest";

import { starFill } from "./stars";

const drawn = (rating: number) => [1, 2, 3, 4, 5].map((n) => starFill(rating, n));

describe("stars drawn for a rating", () => {
  it("draws 4.5 as four full stars and a half, not five", () => {
    expect(drawn(4.5)).toEqual([1, 1, 1, 1, 0.5]);
  });

  it("rounds to the nearest half star", () => {
    expect(drawn(4.4)).toEqual([1, 1, 1, 1, 0.5]);
    expect(drawn(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(drawn(4.8)).toEqual([1, 1, 1, 1, 1]);
    expect(drawn(0)).toEqual([0, 0, 0, 0, 0]);
    expect(drawn(3)).toEqual([1, 1, 1, 0, 0]);
  });
});
