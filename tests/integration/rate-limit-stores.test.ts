// The stores that count rate limits for several processes answer each hit with its own count, in one operation:
// 500 hits at once on one key are counted 1 to 500, so a limit checked on the answer lets through exactly the limit.
import { randomBytes } from "node:crypto";

import { createClient, type RedisClientType } from "@redis/client";
import { afterAll, describe, expect, it } from "vitest";

import { createLogger } from "~/lib/logger.server";
import { MemoryRateLimitStore } from "~/lib/rate-limit.server";

import { primaryRateLimitHandlers, RedisRateLimitStore } from "../../server/http/rate-limit-stores";

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
    const store = new RedisRateLimitStore(redis, prefix, createLogger("silent"));
    expect(await countsOf(() => store.increment("second-factor:burst", 60_000))).toEqual(oneToBurst);
    expect(await store.count("second-factor:burst")).toBe(BURST);
  });

  it("is counted 1 to 500 by the cluster primary's store and by one process's memory", async () => {
    const primary = primaryRateLimitHandlers();
    expect(await countsOf(() => primary["limit.increment"]({ id: "burst", windowMs: 60_000 }))).toEqual(oneToBurst);
    const memory = new MemoryRateLimitStore();
    expect(await countsOf(() => memory.increment("burst", 60_000))).toEqual(oneToBurst);
  });
});
