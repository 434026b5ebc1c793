// The stores that count rate limits for several processes answer each hit with its own count, in one operation:
// 500 hits at once on one key are counted 1 to 500, so a limit checked on the answer lets through exactly the limit.
import { randomBytes } from "node:crypto";

import { createClient, type RedisClientType } from "@redis/client";
import { afterAll, describe, expect, it } from "vitest";

import { createLogger } from "~/lib/logger.server";
import { memoryRateLimitStore } from "~/lib/rate-limit.server";

import { redisRateLimitStore } from "../../server/http/rate-limit-stores";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const BURST = 500;
const prefix = `test-${randomBytes(4).toString("hex")}:`;

const redis: RedisClientType = createClient({ url: REDIS_URL });
await redis.connect();

afterAll(async () => {
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
    if (keys.length) await redis.del(keys);
  await redis.close();
});

const countsOf = (increment: () => Promise<number>) =>
  Promise.all(Array.from({ length: BURST }, increment)).then((counts) => counts.sort((a, b) => a - b));
const oneToBurst = Array.from({ length: BURST }, (_, i) => i + 1);

describe("a burst of hits on one key", () => {
  it("is counted 1 to 500 in Redis, one round trip each, shared by every process", async () => {
    const store = redisRateLimitStore(redis, prefix, createLogger("silent"));
    expect(await countsOf(() => store.increment("second-factor:burst", 60_000))).toEqual(oneToBurst);
    expect(await store.count("second-factor:burst")).toBe(BURST);
  });

  // the cluster primary keeps its workers' counts in the same memory limiter
  it("is counted 1 to 500 by the cluster primary's store and by one process's memory", async () => {
    const memory = memoryRateLimitStore();
    expect(await countsOf(() => memory.increment("burst", 60_000))).toEqual(oneToBurst);
  });

  it("keeps the window it started with, whatever else is counted meanwhile", async () => {
    const store = redisRateLimitStore(redis, prefix, createLogger("silent"));
    await store.increment("trackOrder:window", 600_000);
    await store.increment("trackOrder:window", 1_000);
    expect(await redis.pTTL(`${prefix}rl:trackOrder:window`)).toBeGreaterThan(590_000);
  });
});

describe("a Redis that is down", () => {
  it("lets the request through at once, counting nothing", async () => {
    const down: RedisClientType = createClient({ url: REDIS_URL });
    await down.connect();
    down.destroy();
    const store = redisRateLimitStore(down, prefix, createLogger("silent"));
    const started = Date.now();
    expect(await store.increment("login-ip:203.0.113.9", 60_000)).toBe(0);
    expect(await store.count("login-ip:203.0.113.9")).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
