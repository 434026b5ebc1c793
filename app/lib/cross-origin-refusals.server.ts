// React Router refuses a form post whose Origin is another site's (a CSRF attempt, or a page under
// `no-referrer`) and hands the refusal to handleError as an error with a stack. It is the client's fault, not
// the shop's: a warning, once a minute per route (not per path, which the client chooses freely), with how many
// were refused meanwhile and the client's Origin cut short, so a flood of them neither fills the log nor hides
// real errors.
import { redactUrl } from "./log-redaction";

type Warn = { warn(fields: object, message: string): void };

// The two errors React Router throws for it (documents), and the bare one it hands on for `.data` requests.
const REFUSAL = /origin does not match `origin` header|`origin` header is not a valid URL/;

export const REFUSAL_LOG_WINDOW_MS = 60_000;
// Past this many routes (or paths, where no route is known), the oldest are forgotten.
const MAX_PATHS = 500;
const ORIGIN_LOGGED_CHARS = 100;

const lastLogged = new Map<string, { at: number; since: number }>();

/** Whether React Router's error is its refusal of a cross-origin form post. */
export function isCrossOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || request.method === "GET" || request.method === "HEAD") return false;
  return REFUSAL.test(error.message) || error.message === "Bad Request";
}

/**
 * Logs a refusal at warn, at most once per route (`route`, the matched route's id; else the path) in
 * REFUSAL_LOG_WINDOW_MS; the others are counted into the next.
 */
export function logCrossOriginRefusal(
  logger: Warn,
  request: Request,
  { route, now = Date.now() }: { route?: string; now?: number } = {},
) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const key = route ?? path;
  const seen = lastLogged.get(key);
  if (seen && now - seen.at < REFUSAL_LOG_WINDOW_MS) {
    seen.since++;
    return;
  }
  lastLogged.delete(key);
  if (lastLogged.size >= MAX_PATHS) lastLogged.delete(lastLogged.keys().next().value!);
  lastLogged.set(key, { at: now, since: 0 });
  const origin = request.headers.get("origin")?.slice(0, ORIGIN_LOGGED_CHARS) ?? null;
  logger.warn(
    { path: redactUrl(path).slice(0, ORIGIN_LOGGED_CHARS), origin, alsoRefusedSinceLast: seen?.since ?? 0 },
    "refused a cross-origin form post",
  );
}

/** Forgets what was logged (tests). */
export function resetCrossOriginRefusalLog() {
  lastLogged.clear();
}
