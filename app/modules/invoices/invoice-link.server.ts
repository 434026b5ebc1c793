// The invoice link in the order confirmation email: the order number signed with the shop's secret
// (the key that signs its cookies), so whoever holds the email can download the invoice without an
// account, and a changed order number or signature is refused. The link does not expire: the email is
// the shopper's durable record of the contract.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { Config } from "~/lib/env.server";
import { cookieSecret } from "~/lib/flash.server";

type SecretConfig = Pick<Config, "SESSION_SECRET">;

const signature = (config: SecretConfig, orderNumber: string) =>
  createHmac("sha256", cookieSecret(config)).update(`invoice:${orderNumber}`).digest("base64url");

/** The path (from the shop's origin) that downloads the order's VAT invoice. */
export const invoicePath = (config: SecretConfig, orderNumber: string) =>
  `/invoice/${encodeURIComponent(orderNumber)}?sig=${signature(config, orderNumber)}`;

/** Whether `sig` is this shop's signature of the order number. */
export function isInvoiceSignature(config: SecretConfig, orderNumber: string, sig: string | null): boolean {
  if (!sig) return false;
  const given = Buffer.from(sig);
  const expected = Buffer.from(signature(config, orderNumber));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
