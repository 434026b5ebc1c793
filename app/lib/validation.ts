import type { z } from "zod";

import { DomainError } from "./errors";

// Input validation every layer shares (modules, routes, the assistant): safe on both sides, no HTTP.

export const NUL_CHARACTER_MESSAGE = "Please remove the unsupported character (NUL) from what you entered.";
export const ILL_FORMED_TEXT_MESSAGE = "Please remove the unsupported characters from what you entered.";

/** True when any string in the value holds a NUL character, which PostgreSQL refuses in text. */
export function containsNul(value: unknown): boolean {
  return someString(value, (text) => text.includes("\u0000"));
}

/**
 * True when any string in the value is not well-formed UTF-16 (a lone surrogate such as "\ud800", which
 * only JSON can carry): PostgreSQL and UTF-8 cannot store it, so it would fail after outside calls.
 */
export function containsIllFormedText(value: unknown): boolean {
  return someString(value, (text) => LONE_SURROGATE.test(text));
}

// In a /u pattern a surrogate pair is one code point, so only a surrogate standing alone matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function someString(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === "string") return test(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => test(key) || someString(item, test, depth + 1));
}

/**
 * The one text rule every schema's input passes (parseInput, so every module, JSON endpoint and the
 * assistant): no NUL and no lone surrogate anywhere, checked before the schema and any outside call.
 */
export function assertWellFormedText(input: unknown): void {
  if (containsNul(input)) throw new DomainError("invalid_input", NUL_CHARACTER_MESSAGE);
  if (containsIllFormedText(input)) throw new DomainError("invalid_input", ILL_FORMED_TEXT_MESSAGE);
}

/** Parses input with the form's own zod schema; failures are a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // Checked before the schema: a NUL or a lone surrogate would otherwise pass it and fail at the database as a 500.
  assertWellFormedText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError(
    "invalid_input",
    result.error.issues[0]?.message ?? "Invalid input",
    fieldErrorsFrom(result.error.issues),
  );
}

export type FieldErrors = Record<string, string>;

/**
 * The one way zod issues become a form's field errors: keyed by the dotted path ("_" for the whole
 * form), the first message per field winning. Server answers and browser checks use it alike.
 */
export function fieldErrorsFrom(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}
