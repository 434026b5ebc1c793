import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";

import type { Config } from "./env.server";
import { DomainError } from "./errors";

// Fixed-window limits counted by rate-limiter-flexible in a store shared by every process that serves the shop:
// process memory for one process, the cluster primary for the workers of one machine, Redis across machines
// (server/http/rate-limit-stores.ts, chosen at start). The library counts; the limits and what a refusal does
// are decided here.

export type Limit = { limit: number; windowMs: number };

export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window (a new window starts at 1). */
  increment(id: string, windowMs: number): Promise<number>;
  /** The count in the current window, 0 when there is none. */
  count(id: string): Promise<number>;
  reset(id: string): Promise<void>;
}

/** What the library's limiters (memory, cluster, Redis) share: counting never refuses here, the caller does. */
export type Counter = Pick<RateLimiterAbstract, "penalty" | "get" | "delete">;

/** Decides what an operation on a store that may be unreachable answers (by default, what the store answered). */
export type StoreGuard = <T>(what: string, work: Promise<T>, fallback: T) => Promise<T>;

// Every limit's window is given with each hit, so one limiter serves all buckets; its own points and duration
// are never used (penalty counts without refusing).
export const COUNTER_OPTIONS = { keyPrefix: "rl", points: 1, duration: 60 };

/** A rate-limit store over one of the library's limiters. */
export function limiterStore(counter: Counter, guard: StoreGuard = (_, work) => work): RateLimitStore {
  return {
    increment: (id, windowMs) =>
      guard(
        "increment",
        counter.penalty(id, 1, { customDuration: windowMs / 1000 }).then((res) => res.consumedPoints),
        0,
      ),
    count: (id) =>
      guard(
        "count",
        counter.get(id).then((res) => res?.consumedPoints ?? 0),
        0,
      ),
    reset: (id) =>
      guard(
        "reset",
        counter.delete(id).then(() => undefined),
        undefined,
      ),
  };
}

/** Windows in this process's memory, each let go by its own timer when it ends. */
export const memoryRateLimitStore = () => limiterStore(new RateLimiterMemory(COUNTER_OPTIONS));

let store: RateLimitStore = memoryRateLimitStore();
let enabled = true;

/** Set once at start from the checked config (RATE_LIMITS), and by tests the same way. */
export function configureRateLimits(config: Pick<Config, "RATE_LIMITS">, shared?: RateLimitStore) {
  enabled = config.RATE_LIMITS;
  if (shared) store = shared;
}

// Per client address. High enough for a household or an office behind one address (a purchase is two
// payment requests), low enough to stop card testing, order-number enumeration and list stuffing.
export const LIMITS = {
  subscribe: { limit: 20, windowMs: 60 * 60 * 1000 },
  backInStock: { limit: 20, windowMs: 60 * 60 * 1000 },
  payment: { limit: 60, windowMs: 10 * 60 * 1000 },
  trackOrder: { limit: 60, windowMs: 10 * 60 * 1000 },
  loginPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  loginPerEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
  // sign-ins to one account in a day, whatever addresses they come from: past this many without a success, signing
  // in with the password is locked until the holder uses the link emailed to them (docs/decisions/040)
  signInLock: { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
  // wrong discount codes, per address and per basket: enough for typos, too few to guess codes
  discountCode: { limit: 10, windowMs: 15 * 60 * 1000 },
  // new baskets: a shopper starts one per visit at most; a script without the cookie started one per request.
  // Generous, because a mobile network's shared address (CGNAT) or a proxy without TRUST_PROXY puts many
  // shoppers behind one address, and a refusal here is a lost sale.
  newBasket: { limit: 300, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, Limit>;

const tooMany = () => new DomainError("rate_limited", "Too many attempts. Please wait a few minutes and try again.");

/**
 * Counts one hit; throws `rate_limited` once the key is over its limit for the window. Counting and checking
 * are one store operation, so a burst of parallel attempts cannot all read the same count before any of them
 * is counted: attempts at something guessable (codes) go through here before they are checked. `onFirstRefusal`
 * runs once per window, when the key first goes over its limit (to tell an account holder of a lock).
 */
export async function hitRateLimit(
  bucket: string,
  key: string,
  { limit, windowMs }: Limit,
  onFirstRefusal?: () => Promise<void>,
) {
  if (!enabled) return;
  const count = await store.increment(`${bucket}:${key}`, windowMs);
  if (count <= limit) return;
  // the count is atomic, so exactly one request of a window is the first refused, however many come at once
  if (count === limit + 1) await onFirstRefusal?.();
  throw tooMany();
}

/** Counts one hit, as hitRateLimit does, and answers whether the key is now over its limit, for a page whose refusal
 * is a view of its own rather than an error. */
export async function overRateLimit(bucket: string, key: string, limit: Limit): Promise<boolean> {
  return (await countHit(bucket, key, limit)) > limit.limit;
}

export async function resetRateLimit(bucket: string, key: string) {
  await store.reset(`${bucket}:${key}`);
}

/**
 * Counts one hit without refusing anything (a limit that only slows, read with failuresCounted), and answers the
 * count in the window with it, in one store operation (0 while limits are off).
 */
export async function countHit(bucket: string, key: string, { windowMs }: Limit): Promise<number> {
  return enabled ? store.increment(`${bucket}:${key}`, windowMs) : 0;
}

/** The hits counted for the key in the current window (nothing counted; always 0 when limits are off). */
export async function failuresCounted(bucket: string, key: string): Promise<number> {
  return enabled ? store.count(`${bucket}:${key}`) : 0;
}

/**
 * Throws `rate_limited` when the key is already over its limit, without counting a hit (for limits on failures only).
 */
export async function assertUnderRateLimit(bucket: string, key: string, { limit }: Limit) {
  if (!enabled) return;
  if ((await store.count(`${bucket}:${key}`)) >= limit) throw tooMany();
}
