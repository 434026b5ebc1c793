// Query values that must never reach a log line: one-time tokens (a password reset link), secrets,
// passwords, signatures, and shoppers' email addresses.
const SENSITIVE = /token|secret|password|signature|csrf|^code$|^key$|email/i;

/** The address with the value of every sensitive query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
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
