import { z } from "zod";

import { formatPrice, MAX_AMOUNT_PENCE, MAX_COUNT, parsePounds } from "./money";

// Building blocks for the admin form schemas (safe on both sides). Forms post strings; the AI
// assistant posts JSON numbers and booleans: both parse to the same values. The `.meta` types are
// what z.toJSONSchema tells the language model about the loosely typed fields.

/** Converts loosely typed input, then checks it; the key may be left out (its input is optional). */
const coerced = <T extends z.ZodType>(convert: (value: unknown) => unknown, schema: T) =>
  z.unknown().optional().transform(convert).pipe(schema);

/** What a slug field becomes while typing: lowercase, anything else a hyphen. */
export function toSlugInput(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9-]/g, "-");
}

/** A slug suggested from a name: "R36S Retro Handheld!" -> "r36s-retro-handheld". */
export function slugify(text: string): string {
  return toSlugInput(text.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export const slugField = () =>
  z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(200, "Slug must be at most 200 characters")
    .regex(/^[a-z0-9-]+$/, "Slug must be lowercase letters, numbers, and hyphens only");

/** An email address a shopper types (SPEC §5): trimmed, a valid address, at most 255 characters. */
const INVALID_EMAIL = "Please enter a valid email address";
export const emailAddress = () =>
  z.string({ error: INVALID_EMAIL }).trim().max(255, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL));

/** Text up to `max` characters; missing is empty. */
export const textField = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");

export const requiredText = (required: string, label: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/**
 * A path on this site: one leading slash, then no second slash or backslash at its start and no
 * backslash or space anywhere (browsers read "/\\evil.example" as "//evil.example", another site).
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** An absolute http(s) URL or a path on this site (uploads are /uploads/..., demo art /images/...). */
export function isUrlOrPath(value: string): boolean {
  if (value.startsWith("/")) return isSitePath(value);
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const urlOrEmpty = (message: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isUrlOrPath(v), message);

export const requiredUrl = (required: string, message: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isUrlOrPath, message);

/** Pounds as typed ("49.99", "£49.99") or a number of pounds -> integer pence, at most MAX_AMOUNT_PENCE. */
export const poundsToPence = (message: string, label = "Amount") =>
  coerced(
    (v) => {
      if (typeof v === "number") return Number.isFinite(v) ? Math.round(v * 100) : Number.NaN;
      if (typeof v === "string") return v.trim() === "" ? undefined : (parsePounds(v) ?? Number.NaN);
      return v;
    },
    z
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(MAX_AMOUNT_PENCE, `${label} must be at most ${formatPrice(MAX_AMOUNT_PENCE)}`),
  ).meta({
    type: ["string", "number"],
    description: "An amount in pounds, e.g. 59.99",
    maximum: MAX_AMOUNT_PENCE / 100,
  });

/**
 * A whole number at least `min`, typed or given; blank takes `fallback` when there is one. Without a
 * `max` of its own it stops at MAX_COUNT, named by `label`, so no count overflows its column.
 */
export const wholeNumber = (
  message: string,
  { min = 0, max, fallback, label }: { min?: number; max?: number; fallback?: number; label?: string } = {},
) =>
  coerced(
    (v) => {
      if (typeof v === "string") return v.trim() === "" ? fallback : Number(v.trim());
      return v ?? fallback;
    },
    z
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(
        max ?? MAX_COUNT,
        max === undefined ? `${label ?? "The number"} must be at most ${MAX_COUNT.toLocaleString("en-GB")}` : message,
      ),
  ).meta({ type: "integer", minimum: min, maximum: max ?? MAX_COUNT });

/** A checkbox ("on") or a boolean. */
export const checkbox = () =>
  coerced((v) => v === true || v === "on" || v === "true", z.boolean()).meta({ type: "boolean" });

/** A uuid, or nothing (blank becomes null). */
export const optionalId = (message: string) =>
  coerced((v) => (v === "" || v === undefined ? null : v), z.uuid(message).nullable()).meta({
    type: ["string", "null"],
    description: "A record's id (uuid), or empty for none",
  });

/** An existing record named by its id (delete, toggle, move). */
export const IdSchema = z.object({ id: z.uuid("Unknown item") });
