import { DomainError } from "./errors";

// A fixed-window limiter in process memory: enough for one server process. The interface is small
// so a Redis-backed one can replace it when the shop runs on several processes.
type Window = { count: number; resetAt: number };
const buckets = new Map<string, Window>();

export type Limit = { limit: number; windowMs: number };

// Per client address. High enough for a household or an office behind one address (a purchase is two
// payment requests), low enough to stop card testing, order-number enumeration and list stuffing.
export const LIMITS = {
  subscribe: { limit: 20, windowMs: 60 * 60 * 1000 },
  payment: { limit: 60, windowMs: 10 * 60 * 1000 },
  trackOrder: { limit: 60, windowMs: 10 * 60 * 1000 },
  loginPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  loginPerEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, Limit>;

/** Counts one hit; throws `rate_limited` once the key is over its limit for the window. */
export function hitRateLimit(bucket: string, key: string, { limit, windowMs }: Limit, now = Date.now()) {
  if (process.env.DISABLE_RATE_LIMITS === "1") return;
  const id = `${bucket}:${key}`;
  let window = buckets.get(id);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    buckets.set(id, window);
  }
  window.count += 1;
  if (window.count > limit) {
    throw new DomainError("rate_limited", "Too many attempts. Please wait a few minutes and try again.");
  }
  if (buckets.size > 50_000) pruneExpired(now);
}

export function resetRateLimit(bucket: string, key: string) {
  buckets.delete(`${bucket}:${key}`);
}

function pruneExpired(now: number) {
  for (const [id, window] of buckets) if (window.resetAt <= now) buckets.delete(id);
}

/** Throws `rate_limited` when the key is already over its limit, without counting a hit (for limits on failures only). */
export function assertUnderRateLimit(bucket: string, key: string, { limit }: Limit, now = Date.now()) {
  if (process.env.DISABLE_RATE_LIMITS === "1") return;
  const window = buckets.get(`${bucket}:${key}`);
  if (window && window.resetAt > now && window.count >= limit) {
    throw new DomainError("rate_limited", "Too many attempts. Please wait a few minutes and try again.");
  }
}
