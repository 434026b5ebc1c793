// Requests no route can answer, refused with a 4xx before React Router builds a URL from them: methods the
// Fetch API refuses to carry (TRACE, TRACK, CONNECT), and Host headers that are no host.
import type { RequestHandler } from "express";

const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
// A DNS name (or an IPv4 address) or a bracketed IPv6 address, then an optional port.
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** True for a Host (or X-Forwarded-Host) value a URL can be built from; an absent one is fine. */
export function isUsableHost(value: string | undefined): boolean {
  if (value === undefined) return true;
  const match = HOST.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

export function refuseOddRequests(trustProxy: boolean): RequestHandler {
  return (req, res, next) => {
    if (FORBIDDEN_METHODS.has(req.method)) {
      res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.");
      return;
    }
    const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
    const forwardedHost = typeof forwarded === "string" ? forwarded.split(",")[0].trim() : undefined;
    if (!isUsableHost(req.headers.host) || !isUsableHost(forwardedHost)) {
      res.status(400).type("text/plain").send("Bad request: the Host header is not a valid host name.");
      return;
    }
    next();
  };
}
