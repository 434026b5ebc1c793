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

/** For page actions: the same mapping, as data the form can show (`actionData.error`). */
type Logger = { error: (obj: object, msg: string) => void };

export function toActionData(err: unknown, logger?: Logger) {
  if (err instanceof Response) throw err;
  if (err instanceof DomainError) {
    return data(
      {
        ok: false as const,
        error: err.message,
        fieldErrors: err.fieldErrors ?? {},
        ...(err.details ? { details: err.details } : {}),
      },
      { status: STATUS[err.code] },
    );
  }
  if (isDatabaseUnavailable(err)) {
    logger?.error({ err }, "database unavailable");
    return data(
      { ok: false as const, error: UNAVAILABLE_ERROR, fieldErrors: {} as Record<string, string> },
      { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } },
    );
  }
  logger?.error({ err }, "unexpected error");
  return data({ ok: false as const, error: GENERIC_ERROR, fieldErrors: {} as Record<string, string> }, { status: 500 });
}

/**
 * A form action outside the admin helpers (the sign-in pages, the shopper's own forms): whatever `run` throws is
 * answered by `toActionData`, so each refusal keeps its status and its field errors show beside their fields.
 */
export function formAction<A extends { context: { logger: Logger } }, T>(run: (args: A) => Promise<T>) {
  return async (args: A) => {
    try {
      return await run(args);
    } catch (err) {
      return toActionData(err, args.context.logger);
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
