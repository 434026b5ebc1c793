// The memory store that counts rate limits for one process (and, in the cluster primary, for all its workers):
// ended windows are let go, and a flood of clients with live windows (an IPv6 attacker has a /64 for every
// request it likes) does not make every later hit walk the whole map.
import { setTimeout as sleep } from "node:timers/promises";

import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";

import { COUNTER_OPTIONS, limiterStore, memoryRateLimitStore } from "./rate-limit.server";

const MINUTE = 60_000;

describe("the memory rate-limit store", () => {
  it("counts each of many live windows on its own, while many windows are live", async () => {
    const store = memoryRateLimitStore();
    for (let i = 0; i < 52_000; i++) await store.increment(`trackOrder:2001:db8:${i.toString(16)}::/64`, 10 * MINUTE);
    expect(await store.increment("trackOrder:2001:db8:0::/64", 10 * MINUTE)).toBe(2);
    expect(await store.count("trackOrder:2001:db8:1::/64")).toBe(1);
  });

  it("lets ended windows go once there are many", async () => {
    const limiter = new RateLimiterMemory(COUNTER_OPTIONS);
    const store = limiterStore(limiter);
    for (let i = 0; i < 60_000; i++) await store.increment(`old:${i}`, 50);
    await sleep(100);
    for (let i = 0; i < 60_000; i++) await store.increment(`new:${i}`, MINUTE);
    expect(limiter.dump().storage.length).toBeLessThanOrEqual(60_000);
    expect(await store.count("new:0")).toBe(1);
  });
});
