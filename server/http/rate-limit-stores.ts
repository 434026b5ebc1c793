// Where rate-limit windows are counted when the shop runs as several processes: rate-limiter-flexible's Redis
// limiter across machines, its cluster limiter (counted in the primary's memory) for the workers of one machine.
import type { RedisClientType } from "@redis/client";
import { RateLimiterCluster, RateLimiterClusterMaster, RateLimiterRedis } from "rate-limiter-flexible";

import type { Logger } from "~/lib/logger.server";
import { COUNTER_OPTIONS, limiterStore, type Counter, type StoreGuard } from "~/lib/rate-limit.server";

/**
 * A limiter that cannot reach its store lets the request through and says so in the log: an outage of Redis must not
 * close the shop. The wait ends only after the event loop has read what arrived meanwhile: a process kept busy past
 * the wait (a burst of requests) runs its timers before it reads its sockets, and would otherwise take a store that
 * answered in time for one that did not, and allow every request of the burst.
 */
function orAllow(logger: Logger, timeoutMs = 1000): StoreGuard {
  return async (what, work, fallback) => {
    let timer: NodeJS.Timeout | undefined;
    let late: NodeJS.Immediate | undefined;
    try {
      return await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          const giveUp = () => reject(new Error(`no answer within ${timeoutMs} ms`));
          // setImmediate runs after this turn's reads (the poll phase), so an answer already received wins the race
          timer = setTimeout(() => (late = setImmediate(giveUp)), timeoutMs);
        }),
      ]);
    } catch (err) {
      logger.warn({ err }, `rate-limit store unavailable (${what}); allowing the request`);
      return fallback;
    } finally {
      clearTimeout(timer);
      clearImmediate(late);
    }
  };
}

/** A store over a limiter that may not answer: the shop's own limiters, and a test's stand-in for one. */
export const guardedStore = (counter: Counter, logger: Logger) => limiterStore(counter, orAllow(logger));

/** Windows in Redis, so every process and machine counts together; a Redis that is down is not waited for. */
export function redisRateLimitStore(redis: RedisClientType, prefix: string, logger: Logger) {
  const counter = new RateLimiterRedis({
    ...COUNTER_OPTIONS,
    keyPrefix: `${prefix}${COUNTER_OPTIONS.keyPrefix}`,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
  });
  return guardedStore(counter, logger);
}

// orAllow's wait decides; the library's own, longer, only frees what a primary that never answers leaves behind
const CLUSTER_WAIT_MS = 30_000;

/** A cluster worker's store: its counts are kept by the primary (clusterRateLimitPrimary), shared by its workers. */
export const clusterRateLimitStore = (logger: Logger) =>
  guardedStore(new RateLimiterCluster({ ...COUNTER_OPTIONS, timeoutMs: CLUSTER_WAIT_MS }), logger);

/** In the cluster primary, before the workers start: answers their clusterRateLimitStore. */
export const clusterRateLimitPrimary = () => new RateLimiterClusterMaster();
