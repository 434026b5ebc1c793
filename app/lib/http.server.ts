import { data } from "react-router";
import type { z } from "zod";
import { DomainError, type DomainErrorCode } from "./errors";

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

export function statusFor(err: DomainError): number {
  return STATUS[err.code];
}

/** For JSON resource routes: `{ error }` with the domain status; anything unexpected is logged and a 500. */
export function toResponse(err: unknown, logger?: { error: (obj: object, msg: string) => void }): Response {
  if (err instanceof Response) return err;
  if (err instanceof DomainError) {
    return Response.json({ error: err.message, fieldErrors: err.fieldErrors }, { status: STATUS[err.code] });
  }
  logger?.error({ err }, "unexpected error");
  return Response.json({ error: GENERIC_ERROR }, { status: 500 });
}

/** For page actions: the same mapping, as data the form can show (`actionData.error`). */
export function toActionData(err: unknown, logger?: { error: (obj: object, msg: string) => void }) {
  if (err instanceof Response) throw err;
  if (err instanceof DomainError) {
    return data({ ok: false as const, error: err.message, fieldErrors: err.fieldErrors ?? {} }, { status: STATUS[err.code] });
  }
  logger?.error({ err }, "unexpected error");
  return data({ ok: false as const, error: GENERIC_ERROR, fieldErrors: {} as Record<string, string> }, { status: 500 });
}

export const NUL_CHARACTER_MESSAGE = "Please remove the unsupported character (NUL) from what you entered.";

/** True when any string in the value holds a NUL character, which PostgreSQL refuses in text. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** Parses input with the form's own zod schema; failures are a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // Checked before the schema: a NUL would otherwise pass it and fail at the database as a 500.
  if (containsNul(input)) throw new DomainError("invalid_input", NUL_CHARACTER_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  throw new DomainError("invalid_input", result.error.issues[0]?.message ?? "Invalid input", fieldErrors);
}

/** Reads a JSON body, refusing anything that is not JSON with a 400 instead of a crash. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new DomainError("invalid_input", "The request body must be valid JSON.");
  }
}

export function notFound(message = "Page not found"): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}

/** For admin page actions whose result is a toast: SPEC §8's 'Error' title with the message, same statuses. */
export function toToastActionData(err: unknown, logger?: { error: (obj: object, msg: string) => void }) {
  const result = toActionData(err, logger);
  return data(
    { ok: false as const, toast: { kind: "error" as const, title: "Error", description: result.data.error }, fieldErrors: result.data.fieldErrors },
    result.init ?? undefined,
  );
}
