// Who may see an order's full confirmation (name and address): the browser that placed it, for a day
// (docs/decisions/030). Confirm sets a short-lived, HttpOnly cookie listing the orders this browser
// placed, each with its expiry, signed with the shop's cookie secret; anyone else who has the order
// number sees the public confirmation (number, status, items) and is pointed to the tracking page.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { Config } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";
import { invoicePath } from "~/modules/invoices/invoice-link.server";

export const ORDER_ACCESS_COOKIE = "shop_orders";
/** How long the full confirmation stays visible to the browser that placed the order. */
export const ORDER_ACCESS_MS = 24 * 60 * 60 * 1000;
const MAX_ORDERS = 5;

type Entry = { orderNumber: string; expiresAt: number };
type SecretConfig = Pick<Config, "SESSION_SECRET">;

const sign = (config: SecretConfig, value: string) =>
  createHmac("sha256", cookieSecret(config)).update(`${ORDER_ACCESS_COOKIE}:${value}`).digest("base64url");

function cookieValue(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ORDER_ACCESS_COOKIE) return rest.join("=");
  }
  return undefined;
}

/** The still-valid entries of a correctly signed cookie; anything else is none. */
function readEntries(config: SecretConfig, request: Request, now: number): Entry[] {
  const raw = cookieValue(request);
  if (!raw || raw.length > 1000) return [];
  const dot = raw.lastIndexOf(".");
  if (dot < 0) return [];
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(config, value));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return value
    .split("~")
    .map((item) => {
      const [orderNumber, expires] = item.split("_");
      return { orderNumber, expiresAt: Number(expires) * 1000 };
    })
    .filter((e) => /^RH-[A-Z0-9]+$/.test(e.orderNumber) && Number.isFinite(e.expiresAt) && e.expiresAt > now);
}

/** The Set-Cookie header that lets this browser see `orderNumber`'s full confirmation for a day. */
export function orderAccessCookie(config: SecretConfig, request: Request, orderNumber: string, now = Date.now()) {
  const kept = readEntries(config, request, now).filter((e) => e.orderNumber !== orderNumber);
  const entries = [...kept, { orderNumber, expiresAt: now + ORDER_ACCESS_MS }].slice(-MAX_ORDERS);
  const value = entries.map((e) => `${e.orderNumber}_${Math.floor(e.expiresAt / 1000)}`).join("~");
  const secure = new URL(request.url).protocol === "https:";
  const maxAge = Math.floor(ORDER_ACCESS_MS / 1000);
  return (
    `${ORDER_ACCESS_COOKIE}=${value}.${sign(config, value)}; Path=/; HttpOnly; SameSite=Lax; ` +
    `Max-Age=${maxAge}${secure ? "; Secure" : ""}`
  );
}

/** Whether this request comes from the browser that placed the order, within the window. */
export function mayViewFullOrder(
  config: SecretConfig,
  request: Request,
  order: { orderNumber: string; orderDate: Date | string },
  now = Date.now(),
): boolean {
  if (now - new Date(order.orderDate).getTime() > ORDER_ACCESS_MS) return false;
  return readEntries(config, request, now).some((e) => e.orderNumber === order.orderNumber);
}

/**
 * The VAT invoice's link for the browser that placed the order, while it may see the full order; null for
 * anyone else with the number, as the invoice carries the buyer's name and address (the email has the link).
 */
export function invoiceLinkFor(
  config: SecretConfig,
  request: Request,
  order: { orderNumber: string; orderDate: Date | string },
): string | null {
  return mayViewFullOrder(config, request, order) ? invoicePath(config, order.orderNumber) : null;
}
