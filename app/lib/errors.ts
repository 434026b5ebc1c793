// Typed domain errors: module functions throw these, one place (http.server.ts) turns them into
// HTTP statuses. The message is always safe to show to the person who made the request.

export type DomainErrorCode =
  | "invalid_input"
  | "not_found"
  | "conflict"
  | "already_subscribed"
  | "out_of_stock"
  | "payment_failed"
  | "unauthenticated"
  | "forbidden"
  | "rate_limited"
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** per-field messages for forms, keyed by field name */
    readonly fieldErrors?: Record<string, string>,
    /** data a form needs to recover (an edit conflict's current values), sent with the refusal */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/** Postgres' unique_violation (23505), whether thrown by pg, PGlite or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === "23505";
}

/**
 * Runs a write that a unique index may refuse (a race the checks before it cannot rule out), turning that refusal into
 * `refusal()`.
 */
export async function refuseUniqueViolation<T>(run: () => Promise<T>, refusal: () => DomainError): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
}

export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/; // connection exceptions, shutdown, too many connections
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Connection ended/i;

/**
 * True when the database could not be reached (PostgreSQL restarting, a lost connection, a connect or
 * query timeout), as opposed to a query it refused: the request deserves a 503 "try again shortly".
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
