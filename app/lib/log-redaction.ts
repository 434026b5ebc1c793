// Query values that must never reach a log line: one-time tokens (a password reset link), secrets,
// passwords, signatures (an invoice link's `sig`), and shoppers' email addresses.
const SENSITIVE = /token|secret|password|signature|csrf|^sig$|^code$|^key$|email/i;
// Pages whose address holds a credential as a path segment (the emailed review and unsubscribe links).
const TOKEN_IN_PATH = /(\/(?:review|back-in-stock\/(?:unsubscribe|confirm)|subscribe\/confirm)\/)[^/?#.]+/gi;

/**
 * The address (a path or a whole URL) with every token in its path and the value of every sensitive query
 * parameter replaced by `[redacted]`.
 */
export function redactUrl(address: string): string {
  const pathEnd = address.search(/[?#]/);
  const url =
    pathEnd === -1
      ? address.replace(TOKEN_IN_PATH, "$1[redacted]")
      : address.slice(0, pathEnd).replace(TOKEN_IN_PATH, "$1[redacted]") + address.slice(pathEnd);
  const query = url.indexOf("?");
  if (query === -1) return url;
  const hash = url.indexOf("#", query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const redacted = search
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // a broken escape: judged on the name as written
      }
      return SENSITIVE.test(name) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, query)}?${redacted}`;
}
