// The memory store that counts rate limits for one process (and, in the cluster primary, for all its workers):
// ended windows are let go, and a flood of clients with live windows (an IPv6 attacker has a /64 for every
// request it likes) does not make every later hit walk the whole map.
import { describe, expect, it, vi } from "vitest";

import { MemoryRateLimitStore } from "./rate-limit.server";

const MINUTE = 60_000;

describe("the memory rate-limit store", () => {
  it("looks for ended windows a few times, not at every hit, while many windows are live", async () => {
    const store = new MemoryRateLimitStore();
    const prune = vi.spyOn(store as unknown as { prune(now: number): void }, "prune");
    for (let i = 0; i < 52_000; i++) await store.increment(`trackOrder:2001:db8:${i.toString(16)}::/64`, 10 * MINUTE);
    expect(prune.mock.calls.length).toBeLessThanOrEqual(1);
    expect(await store.count("trackOrder:2001:db8:0::/64")).toBe(1);
  });

  it("lets ended windows go once there are many", async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    const map = (store as unknown as { windows: Map<string, unknown> }).windows;
    for (let i = 0; i < 60_000; i++) await store.increment(`old:${i}`, MINUTE);
    now += 2 * MINUTE;
    for (let i = 0; i < 60_000; i++) await store.increment(`new:${i}`, MINUTE);
    expect(map.size).toBeLessThanOrEqual(60_000);
    expect(await store.count("new:0")).toBe(1);
  });
});
