import { data } from "react-router";
import type { z } from "zod";

import type { ShopContext } from "./context.server";
import { DomainError, isDatabaseUnavailable, type DomainErrorCode } from "./errors";
import { parseInput } from "./validation";

// The one place domain errors become HTTP statuses.
const STATUS: Record<DomainErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  already_subscribed: 409,
  out_of_stock: 409,
  rate_limited: 429,
  unavailable: 503,
};

export const GENERIC_ERROR = "Something went wrong. Please try again.";
export const UNAVAILABLE_ERROR = "The shop is briefly unavailable. Please try again in a moment.";
/** what a client should wait before retrying while the database is away */
export const RETRY_AFTER_SECONDS = "5";

export function statusFor(err: DomainError): number {
  return STATUS[err.code];
}

/** For JSON resource routes: `{ error }` with the domain status; anything unexpected is logged and a 500. */
export function toResponse(err: unknown, logger?: { error: (obj: object, msg: string) => void }): Response {
  if (err instanceof Response) return err;
  if (err instanceof DomainError) {
    return Response.json({ error: err.message, fieldErrors: err.fieldErrors }, { status: STATUS[err.code] });
  }
  if (isDatabaseUnavailable(err)) {
    logger?.error({ err }, "database unavailable");
    return Response.json(
      { error: UNAVAILABLE_ERROR },
      { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } },
    );
  }
  logger?.error({ err }, "unexpected error");
  return Response.json({ error: GENERIC_ERROR }, { status: 500 });
}

type Logger = { error: (obj: object, msg: string) => void };

/** Why a form was refused, as every form's answer tells it: the message, each field's, and the HTTP status. */
export type Refusal = {
  error: string;
  fieldErrors: Record<string, string>;
  /** what the form needs to recover (an edit conflict's current values, the values typed) */
  details?: Record<string, unknown>;
  init: { status: number; headers?: Record<string, string> };
  /** what was thrown: a DomainError, or a failure (already logged) */
  cause: unknown;
};

/**
 * What was thrown, as a refusal: a DomainError its status (the table above); the database away a 503 to retry;
 * anything else logged and a 500. A Response thrown (a redirect, readForm's 400) is thrown on.
 */
export function refusalOf(err: unknown, logger?: Logger): Refusal {
  if (err instanceof Response) throw err;
  if (err instanceof DomainError) {
    const { message: error, fieldErrors = {}, details } = err;
    return { error, fieldErrors, ...(details ? { details } : {}), init: { status: STATUS[err.code] }, cause: err };
  }
  if (isDatabaseUnavailable(err)) {
    logger?.error({ err }, "database unavailable");
    const init = { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } };
    return { error: UNAVAILABLE_ERROR, fieldErrors: {}, init, cause: err };
  }
  logger?.error({ err }, "unexpected error");
  return { error: GENERIC_ERROR, fieldErrors: {}, init: { status: 500 }, cause: err };
}

/** For page actions: the refusal as data the form shows (`actionData.error`, each field's message beside it). */
export function toActionData(err: unknown, logger?: Logger) {
  const { error, fieldErrors, details, init } = refusalOf(err, logger);
  return data({ ok: false as const, error, fieldErrors, ...(details ? { details } : {}) }, init);
}

type FormArgs = { context: { logger: Logger } };

/**
 * A form action outside the admin helpers (the sign-in pages, the shopper's own forms): whatever `run` throws is
 * answered by `toActionData`, so each refusal keeps its status and its field errors show beside their fields.
 * A form whose refusal has a shape of its own (a toast, a redirect with a flash) answers it with `refuse`, given
 * the refusal as every form's is worked out (its status, message and field errors).
 */
export function formAction<A extends FormArgs, T>(
  run: (args: A) => Promise<T>,
): (args: A) => Promise<T | ReturnType<typeof toActionData>>;
export function formAction<A extends FormArgs, T, R>(
  run: (args: A) => Promise<T>,
  refuse: (refusal: Refusal, args: A) => R | Promise<R>,
): (args: A) => Promise<T | R>;
export function formAction<A extends FormArgs, T, R>(
  run: (args: A) => Promise<T>,
  refuse?: (refusal: Refusal, args: A) => R | Promise<R>,
) {
  return async (args: A) => {
    try {
      return await run(args);
    } catch (err) {
      if (!refuse) return toActionData(err, args.context.logger);
      return await refuse(refusalOf(err, args.context.logger), args);
    }
  };
}

/** Reads a JSON body, refusing anything that is not JSON with a 400 instead of a crash. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new DomainError("invalid_input", "The request body must be valid JSON.");
  }
}

/** Reads a body as text; a body that could not be read (cut off, refused as too large) is a 400, not an error. */
export async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch {
    throw new DomainError("invalid_input", "The request body could not be read.");
  }
}

type JsonActionArgs = { request: Request; params: Record<string, string | undefined>; context: ShopContext };

type JsonRun<S extends z.ZodType, G> = (input: z.output<S>, args: JsonActionArgs, guarded: G) => Promise<unknown>;

/**
 * A JSON endpoint's action in one shape: `guard` (when given) runs first — the admin check, a rate
 * limit — so a refused caller never makes us read the body, and its answer (the acting admin) is
 * handed to `run`; then the body is read as JSON and parsed with `schema`, `run` answers plain data
 * (sent as JSON, never cached), and every refusal is `{ error }` with its status (toResponse).
 */
export function jsonAction<S extends z.ZodType>(
  schema: S,
  run: JsonRun<S, undefined>,
): (args: JsonActionArgs) => Promise<Response>;
export function jsonAction<S extends z.ZodType, G>(
  schema: S,
  guard: (args: JsonActionArgs) => Promise<G>,
  run: JsonRun<S, G>,
): (args: JsonActionArgs) => Promise<Response>;
export function jsonAction<S extends z.ZodType, G>(
  schema: S,
  ...handlers: [JsonRun<S, undefined>] | [(args: JsonActionArgs) => Promise<G>, JsonRun<S, G>]
) {
  const [guard, run] = handlers.length === 1 ? [undefined, handlers[0] as JsonRun<S, G | undefined>] : handlers;
  return jsonEndpoint(guard ?? (async () => undefined as G), async (args, guarded) =>
    run(parseInput(schema, await readJson(args.request)), args, guarded),
  );
}

/**
 * What every JSON endpoint shares, jsonAction's body aside: `guard` first, then `run` answers plain data
 * (sent as JSON, never cached) or a Response of its own (a 201, a 405); every refusal is `{ error }`
 * with its status (toResponse). For a loader, or a body that is not JSON (an upload).
 */
export function jsonEndpoint<G>(
  guard: (args: JsonActionArgs) => Promise<G>,
  run: (args: JsonActionArgs, guarded: G) => Promise<unknown>,
): (args: JsonActionArgs) => Promise<Response> {
  return async (args) => {
    try {
      const answer = await run(args, await guard(args));
      if (answer instanceof Response) return answer;
      return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
    } catch (err) {
      return toResponse(err, args.context.logger);
    }
  };
}

/** A public JSON endpoint's GET, no one to check first: jsonEndpoint's answers and refusals. */
export function jsonLoader(
  run: (args: JsonActionArgs) => Promise<unknown>,
): (args: JsonActionArgs) => Promise<Response> {
  return jsonEndpoint(async () => undefined, run);
}

/** A GET's query string as the plain object a query schema parses. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * Reads a form body. A body that is not a readable form (JSON, a wrong content type, a broken
 * multipart) is a 400 with a message, thrown as a Response so it works inside and outside try blocks.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read. Please reload the page and try again.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** A JSON endpoint's answer to a method it does not take: a clear 405 naming the one it does. */
export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return Response.json({ error: `Method not allowed. Use ${allow}.` }, { status: 405, headers: { Allow: allow } });
}

/**
 * The page a form was posted from, to redirect back to after a save: the action's own URL with its
 * query (a list's search, a settings tab), without React Router's `index` marker.
 */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

export function notFound(message = "Page not found"): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}

/** For a page that shows one record: a domain refusal while reading it (an unknown id) becomes a real 404. */
export async function orNotFound<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof DomainError) throw notFound(message);
    throw err;
  }
}

/**
 * For a page that shows without a part that failed (the dashboard without its figures): the part, or, its failure
 * logged, `fallback` in its place.
 */
export async function orLogged<T, F>(read: Promise<T>, fallback: F, logger: Logger, message: string): Promise<T | F> {
  try {
    return await read;
  } catch (err) {
    logger.error({ err }, message);
    return fallback;
  }
}

/**
 * A page personal to whoever holds its link or cookie: kept out of every cache, search engine and other sites'
 * Referer. `same-origin`, not `no-referrer`: under `no-referrer` a browser sends `Origin: null` with the page's own
 * forms, which the cross-origin check refuses.
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

/** A file the browser saves under `fileName` (a CSV or JSON export, whole or streamed), kept by no cache. */
export function download(body: BodyInit, fileName: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export const CSV = "text/csv; charset=utf-8";
