// Over HTTPS every cookie the shop sets carries `Secure`, whichever module wrote it (the flash toast's cookie is
// made without the request, so it cannot tell): added here, once, as the response's head is written.
import type { ServerResponse } from "node:http";

/** The cookie with `Secure` added unless it has it. */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** Adds `Secure` to every Set-Cookie header already set on the response. */
export function secureSetCookies(res: ServerResponse) {
  const cookies = res.getHeader("set-cookie");
  if (cookies === undefined) return;
  res.setHeader("set-cookie", (Array.isArray(cookies) ? cookies : [String(cookies)]).map(withSecure));
}
