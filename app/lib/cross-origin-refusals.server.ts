// React Router refuses a form post whose Origin is another site's (a CSRF attempt, or a page under
// `no-referrer`) and hands the refusal to handleError as an error with a stack. It is the client's fault, not
// the shop's: a warning, once a minute per path, with how many were refused meanwhile, so a flood of them
// neither fills the log nor hides real errors.
import { redactUrl } from "./log-redaction";

type Warn = { warn(fields: object, message: string): void };

// The two errors React Router throws for it (documents), and the bare one it hands on for `.data` requests.
const REFUSAL = /origin does not match `origin` header|`origin` header is not a valid URL/;

export const REFUSAL_LOG_WINDOW_MS = 60_000;
// Paths are the client's to choose: past this many, the oldest are forgotten.
const MAX_PATHS = 500;

const lastLogged = new Map<string, { at: number; since: number }>();

/** Whether React Router's error is its refusal of a cross-origin form post. */
export function isCrossOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || request.method === "GET" || request.method === "HEAD") return false;
  return REFUSAL.test(error.message) || error.message === "Bad Request";
}

/** Logs a refusal at warn, at most once per path in REFUSAL_LOG_WINDOW_MS; the others are counted into the next. */
export function logCrossOriginRefusal(logger: Warn, request: Request, now = Date.now()) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const seen = lastLogged.get(path);
  if (seen && now - seen.at < REFUSAL_LOG_WINDOW_MS) {
    seen.since++;
    return;
  }
  lastLogged.delete(path);
  if (lastLogged.size >= MAX_PATHS) lastLogged.delete(lastLogged.keys().next().value!);
  lastLogged.set(path, { at: now, since: 0 });
  logger.warn(
    { path: redactUrl(path), origin: request.headers.get("origin"), alsoRefusedSinceLast: seen?.since ?? 0 },
    "refused a cross-origin form post",
  );
}

/** Forgets what was logged (tests). */
export function resetCrossOriginRefusalLog() {
  lastLogged.clear();
}
