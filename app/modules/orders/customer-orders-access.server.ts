// "Find my orders" access: the emailed link carries the address and an expiry signed with the shop's secret;
// following it swaps the link for an HttpOnly cookie holding the same signed value, so the token leaves the
// address bar (and any Referer) at once. Whoever holds the email sees that address's orders for an hour.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { Config } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";

import { ORDERS_LINK_MINUTES } from "./customer-orders.schema";

export const MY_ORDERS_COOKIE = "shop_my_orders";
type SecretConfig = Pick<Config, "SESSION_SECRET">;

const sign = (config: SecretConfig, value: string) =>
  createHmac("sha256", cookieSecret(config)).update(`my-orders:${value}`).digest("base64url");

/** A signed token for `email`, valid until `now` plus the link's lifetime. */
export function ordersAccessToken(config: SecretConfig, email: string, now = Date.now()): string {
  const expires = Math.floor((now + ORDERS_LINK_MINUTES * 60_000) / 1000);
  const value = `${Buffer.from(email).toString("base64url")}.${expires}`;
  return `${value}.${sign(config, value)}`;
}

/** The address a token was signed for, while it is valid; anything else is null. */
export function readOrdersAccessToken(config: SecretConfig, token: string | null | undefined, now = Date.now()) {
  if (!token || token.length > 1000) return null;
  const [encoded, expires, signature, ...rest] = token.split(".");
  if (!encoded || !expires || !signature || rest.length) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(config, `${encoded}.${expires}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return null;
  return Buffer.from(encoded, "base64url").toString();
}

function cookieValue(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === MY_ORDERS_COOKIE) return rest.join("=");
  }
  return undefined;
}

/** The address whose orders this browser may see, from its cookie; null when it has none that is valid. */
export const customerEmailOf = (config: SecretConfig, request: Request, now = Date.now()) =>
  readOrdersAccessToken(config, cookieValue(request), now);

/** The Set-Cookie header that keeps a valid token for the rest of its hour (or clears it, given null). */
export function ordersAccessCookie(request: Request, token: string | null): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const maxAge = token ? ORDERS_LINK_MINUTES * 60 : 0;
  return `${MY_ORDERS_COOKIE}=${token ?? ""}; Path=/my-orders; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
