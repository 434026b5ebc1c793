// Where rate-limit windows are counted when the shop runs as several processes (docs/decisions/086).
import type { RedisClientType } from "@redis/client";

import type { Logger } from "~/lib/logger.server";
import { MemoryRateLimitStore, type RateLimitStore } from "~/lib/rate-limit.server";

import type { Rpc } from "../process/ipc";

/**
 * A limiter that cannot reach its store lets the request through and says so in the log: an outage of Redis must not
 * close the shop. The wait ends only after the event loop has read what arrived meanwhile: a process kept busy past
 * the wait (a burst of requests) runs its timers before it reads its sockets, and would otherwise take a store that
 * answered in time for one that did not, and allow every request of the burst.
 */
async function orAllow<T>(logger: Logger, what: string, work: Promise<T>, fallback: T, timeoutMs = 1000): Promise<T> {
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
}

/** Windows in Redis: INCR on a key that expires with its window, so every process and machine counts together. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  async increment(id: string, windowMs: number) {
    const key = `${this.prefix}rl:${id}`;
    // One round trip, atomic: start the window (with its expiry) if absent, then count.
    const work = this.redis
      .multi()
      .set(key, "0", { condition: "NX", expiration: { type: "PX", value: windowMs } })
      .incr(key)
      .exec()
      .then((replies) => Number(replies[1]));
    return orAllow(this.logger, "increment", work, 0);
  }

  async count(id: string) {
    return orAllow(
      this.logger,
      "count",
      this.redis.get(`${this.prefix}rl:${id}`).then((v) => Number(v ?? 0)),
      0,
    );
  }

  async reset(id: string) {
    await orAllow(
      this.logger,
      "reset",
      this.redis.del(`${this.prefix}rl:${id}`).then(() => undefined),
      undefined,
    );
  }
}

const RPC_WAIT_MS = 30_000;

/** A cluster worker's view of the primary's memory store, so the workers of one machine share their counts. */
export class PrimaryRateLimitStore implements RateLimitStore {
  constructor(
    private readonly rpc: Rpc,
    private readonly logger: Logger,
  ) {}

  // orAllow's wait decides; the channel's own, longer, only frees what a primary that never answers leaves behind
  increment(id: string, windowMs: number) {
    return orAllow(
      this.logger,
      "increment",
      this.rpc.request<number>("limit.increment", { id, windowMs }, RPC_WAIT_MS),
      0,
    );
  }

  count(id: string) {
    return orAllow(this.logger, "count", this.rpc.request<number>("limit.count", { id }, RPC_WAIT_MS), 0);
  }

  async reset(id: string) {
    await orAllow(this.logger, "reset", this.rpc.request<void>("limit.reset", { id }, RPC_WAIT_MS), undefined);
  }
}

/** The primary's handlers for PrimaryRateLimitStore. */
export function primaryRateLimitHandlers(memory = new MemoryRateLimitStore()) {
  return {
    "limit.increment": (args: unknown) => {
      const { id, windowMs } = args as { id: string; windowMs: number };
      return memory.increment(id, windowMs);
    },
    "limit.count": (args: unknown) => memory.count((args as { id: string }).id),
    "limit.reset": (args: unknown) => memory.reset((args as { id: string }).id),
  };
}
