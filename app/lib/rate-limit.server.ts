import type { Config } from "./env.server";
import { DomainError } from "./errors";

// Fixed-window limits counted in a store shared by every process that serves the shop: process
// memory for one process, the cluster primary for the workers of one machine, Redis across machines
// (server/http/rate-limit-stores.ts, chosen at start; docs/decisions/086).

export type Limit = { limit: number; windowMs: number };

export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window (a new window starts at 1). */
  increment(id: string, windowMs: number): Promise<number>;
  /** The count in the current window, 0 when there is none. */
  count(id: string): Promise<number>;
  reset(id: string): Promise<void>;
}

const PRUNE_FROM = 50_000;

/** Windows in this process's memory: for one process, and the primary's store for its workers. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  // ended windows are looked for when the map reaches this size, which then doubles what is left: a map of live
  // windows (many clients at once) is walked a few times as it grows, not at every hit
  private pruneAt = PRUNE_FROM;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(id: string, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    if (this.windows.size > this.pruneAt) {
      this.prune(now);
      this.pruneAt = Math.max(PRUNE_FROM, 2 * this.windows.size);
    }
    return window.count;
  }

  async count(id: string) {
    const window = this.windows.get(id);
    return window && window.resetAt > this.now() ? window.count : 0;
  }

  async reset(id: string) {
    this.windows.delete(id);
  }

  private prune(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

let store: RateLimitStore = new MemoryRateLimitStore();
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
