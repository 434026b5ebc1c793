import { BASKET_KEPT_DAYS } from "./basket.server";

// The basket's two cookies. Its id: HttpOnly, SameSite=Lax (and behind HTTPS Secure with the __Host-
// prefix), so no script can read it. Its item count: readable by script, so the header of a cached
// page, which is the same for everyone, can show the count after hydration.

const PLAIN_NAME = "shop_basket";
const SECURE_NAME = "__Host-shop_basket";
export const COUNT_COOKIE = "shop_basket_count";
const MAX_AGE = BASKET_KEPT_DAYS * 24 * 60 * 60;

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

function readCookie(request: Request, wanted: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === wanted) return rest.join("=");
  }
  return null;
}

/** The basket id the request carries, when it looks like one of ours. */
export function readBasketId(request: Request): string | null {
  const value = readCookie(request, isHttps(request) ? SECURE_NAME : PLAIN_NAME);
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The item count the request's count cookie says; null without one (a page rendered for the page cache). */
export function readBasketCount(request: Request): number | null {
  const value = readCookie(request, COUNT_COOKIE);
  return value && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** Set-Cookie headers for a basket after a change: its id and its item count, both kept 30 days. */
export function basketCookies(request: Request, id: string, itemCount: number): string[] {
  const secure = isHttps(request);
  const tail = `Path=/; SameSite=Lax; Max-Age=${MAX_AGE}${secure ? "; Secure" : ""}`;
  return [`${secure ? SECURE_NAME : PLAIN_NAME}=${id}; HttpOnly; ${tail}`, `${COUNT_COOKIE}=${itemCount}; ${tail}`];
}

function countCookie(request: Request, itemCount: number): string {
  return `${COUNT_COOKIE}=${itemCount}; Path=/; SameSite=Lax; Max-Age=${MAX_AGE}${isHttps(request) ? "; Secure" : ""}`;
}

/** The count cookie alone, when a page finds it out of step with the basket (removed, or changed elsewhere). */
export function countCookieIfStale(request: Request, itemCount: number): string | null {
  const current = readCookie(request, COUNT_COOKIE);
  if (current === String(itemCount) || (current === null && itemCount === 0)) return null;
  return countCookie(request, itemCount);
}

/** The count cookie at 0, once the basket's order is placed. */
export const emptyBasketCountCookie = (request: Request) => countCookie(request, 0);
