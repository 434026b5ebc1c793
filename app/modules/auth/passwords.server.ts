import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

import { DomainError } from "~/lib/errors";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt with OWASP's recommended cost (N=2^17, r=8, p=1); parameters are stored with the hash so
// they can be raised later without breaking old hashes.
const N = 131072;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

// Each hash holds a thread of libuv's small pool (shared with compression and file reads) and
// 128 MB of memory, so a storm of sign-ins would stall every page: two hashes run at a time, a few
// wait their turn, and the rest are refused at once with a 429 (the cost of a hash stays as it is).
export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 8;
export const BUSY_MESSAGE = "Too many sign-ins at once. Please try again in a moment.";
let running = 0;
const waiting: Array<() => void> = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw new DomainError("rate_limited", BUSY_MESSAGE);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // the slot passes straight to the next waiter, or is freed
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const derive = (password: string, salt: Buffer, length: number, n: number, r: number, p: number) =>
  oneAtATime(() => scryptAsync(password.normalize("NFKC"), salt, length, { N: n, r, p, maxmem: 256 * n * r }));

// The cost of the hashes the shop makes. Only tests change it (setHashCostForTests); the shop never does.
let hashCost = N;

/** For tests only: the cost of the hashes the shop makes from now on, `undefined` for the production cost. Tests
 * that are not about the cost hash cheaply: the cost is stored with the hash, so signing in still checks the
 * password for real, without 128 MB and most of a second a hash. */
export function setHashCostForTests(cost: number | undefined) {
  hashCost = cost ?? N;
}

/** `cost` is scrypt's N; the shop always hashes at the default. Tests' accounts pass a low one (see above). */
export async function hashPassword(password: string, cost: number = hashCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), expected.length, Number(n), Number(r), Number(p));
  return timingSafeEqual(actual, expected);
}
