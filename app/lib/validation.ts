import type { z } from "zod";

import { DomainError } from "./errors";

// Input validation every layer shares (modules, routes, the assistant): safe on both sides, no HTTP.

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
