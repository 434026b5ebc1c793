import { describe, expect, it } from "vitest";

import { LIMITS } from "~/lib/rate-limit.server";

import { ACCOUNT_UNDER_ATTACK_MAX_DELAY_MS, signInDelayMs } from "./sign-in.server";

describe("the wait before a sign-in to an account under attack is checked", () => {
  it("is none below the per-account limit, then doubles with each failure: 1 s, 2 s, 4 s … up to a cap", () => {
    const limit = LIMITS.loginPerEmail.limit;
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(limit - 1)).toBe(0);
    expect([limit, limit + 1, limit + 2, limit + 3].map(signInDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(signInDelayMs(limit + 40)).toBe(ACCOUNT_UNDER_ATTACK_MAX_DELAY_MS);
  });
});
