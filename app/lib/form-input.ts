import { parse } from "@conform-to/react";

import type { FieldErrors } from "./validation";

// Submitted forms as objects, read by Conform's naming rules on both sides: the browser's check
// (parseWithZod) and the server action read a form the same way. Safe on both sides, no HTTP.

/** A submitted form as Conform reads it: a repeated name is a list, `items[0].name` nests. */
export type FormPayload = Record<string, unknown>;

/** No form of the shop has this many rows; a larger index is dropped, not allocated (`items[99999999]`). */
export const MAX_LIST_INDEX = 999;

const oversized = (name: string) =>
  [...name.matchAll(/\[(\d*)\]/g)].some(([, index]) => index.length > 3 || Number(index) > MAX_LIST_INDEX);

/**
 * The fields a server reads from a posted form. Conform's own control fields (`__intent__`, `__state__`: list
 * edits, kept state) are browser-side only; posted, they would be parsed as JSON and steer the payload, so
 * no `__` name is read. Neither is a list index past MAX_LIST_INDEX.
 */
export function postedFields(form: FormData): FormData {
  const kept = new FormData();
  for (const [name, value] of form.entries()) if (!oversized(name) && !name.startsWith("__")) kept.append(name, value);
  return kept;
}

/** The form as an object (files stay File values); nothing in it is checked yet. */
export function formPayload(form: FormData): FormPayload {
  return parse(postedFields(form), { resolve: () => ({ value: undefined }) }).payload;
}

/**
 * The form as the input of the schema that checks it next (a module function's parseInput), shaped
 * by the form's own `shape` when its fields are not the schema's (parallel lists). The type only
 * names what is expected: every value is still unchecked.
 */
export function formInput<T>(form: FormData, shape: (payload: FormPayload) => T = (payload) => payload as T): T {
  return shape(formPayload(form));
}

/** A repeated field's values as a list (Conform reads one value as a string, none as undefined). */
export function listOf(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (typeof item === "string" ? item : ""));
}

/**
 * A Conform field name as the dotted path of fieldErrorsFrom: "techSpecs[0].label" -> "techSpecs.0.label", "" -> "_".
 */
export function dottedPath(name: string): string {
  return name.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "") || "_";
}

/** A dotted path as Conform names the field: "faqs.0.question" -> "faqs[0].question", "_" (the whole form) -> "". */
export function conformName(path: string): string {
  if (path === "_") return "";
  return path
    .split(".")
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}

/** Conform's errors (name -> messages) as field errors, the first message per field, in order. */
export function fieldErrorsOf(errors: Record<string, string[] | null | undefined>): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) if (messages?.[0]) result[dottedPath(name)] ??= messages[0];
  return result;
}

/**
 * A value as the form fields that post it, by Conform's naming rules: the inverse of formPayload.
 * Objects nest (`themeColors.primary`), lists index (`navItems[0].label`), `true` posts "on" like a
 * ticked checkbox, and `false`, `null` and `undefined` post nothing, like an unticked one.
 */
export function formEntries(value: unknown, name = ""): Array<[name: string, value: string]> {
  if (value === undefined || value === null || value === false) return [];
  if (value === true) return [[name, "on"]];
  if (Array.isArray(value)) return value.flatMap((item, i) => formEntries(item, `${name}[${i}]`));
  if (typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => formEntries(item, name ? `${name}.${key}` : key));
  return [[name, String(value)]];
}

/** Field errors as Conform's errors, for a server answer fed back to the form (its lastResult). */
export function conformErrors(fieldErrors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [conformName(path), [message]]));
}
