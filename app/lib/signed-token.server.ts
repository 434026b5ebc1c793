// A value and an expiry signed with the shop's secret, for links sent by email: whoever holds the email can
// use the link until it expires, and nobody can make one for another value. `purpose` keeps a token made for
// one kind of link from opening another.
import { createHmac, timingSafeEqual } from "node:crypto";

const sign = (secret: string, purpose: string, body: string) =>
  createHmac("sha256", secret).update(`${purpose}:${body}`).digest("base64url");

export function signedToken(secret: string, purpose: string, value: string, expiresAt: number): string {
  const body = `${Buffer.from(value).toString("base64url")}.${Math.floor(expiresAt / 1000)}`;
  return `${body}.${sign(secret, purpose, body)}`;
}

/** The value a token was signed for, while it is valid; anything else (forged, expired, mangled) is null. */
export function readSignedToken(secret: string, purpose: string, token: string | null | undefined, now = Date.now()) {
  if (!token || token.length > 1000) return null;
  const [encoded, expires, signature, ...rest] = token.split(".");
  if (!encoded || !expires || !signature || rest.length || !/^\d+$/.test(expires)) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(secret, purpose, `${encoded}.${expires}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now) return null;
  return Buffer.from(encoded, "base64url").toString();
}
