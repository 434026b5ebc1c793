import { z } from "zod";

import { toUkDateTimeInput } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { poundsToPence } from "~/lib/schema-fields";

import { blank, itemRef, moment } from "./sales.schema";

// Discount codes: the admin form, the server and the basket's code field share these schemas.

/** What every refused code is answered, whatever the reason, so a guess learns nothing. */
export const CODE_NOT_VALID = "This code isn't valid";

const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
const PERCENT_MESSAGE = "Enter a percentage between 1 and 100";

/** The code as the database keys it: codes are case-insensitive. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** The basket's and checkout's code field. Anything that cannot be a code is simply not valid. */
export const CodeEntrySchema = z.object({
  code: z.string(CODE_NOT_VALID).trim().min(1, "Enter a discount code").max(64, CODE_NOT_VALID),
});

const optionalPence = (message: string, label: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), poundsToPence(message, label).optional()).optional();

const optionalMoment = (message: string) => z.preprocess((v) => (blank(v) ? undefined : v), moment(message).optional());

export const DISCOUNT_KINDS = ["percentage", "amount", "free_delivery"] as const;
export const APPLIES_TO = ["everything", "products", "addons", "items"] as const;

export const DiscountCodeSchema = z
  .object({
    code: z
      .string("Code is required")
      .trim()
      .min(1, "Code is required")
      .regex(CODE_PATTERN, "Use 3 to 32 letters, digits, - or _"),
    kind: z.enum(DISCOUNT_KINDS, { error: "Choose a percentage, an amount off or free delivery" }),
    percentOff: z
      .preprocess(
        (v) => (blank(v) ? undefined : v),
        z.coerce.number({ error: PERCENT_MESSAGE }).int(PERCENT_MESSAGE).min(1, PERCENT_MESSAGE).max(100).optional(),
      )
      .optional(),
    amountOff: optionalPence("Amount off must be a positive amount", "Amount off"),
    minimumSpend: optionalPence("Minimum spend must be a positive amount", "Minimum spend"),
    startsAt: optionalMoment("Choose when the code starts"),
    endsAt: optionalMoment("Choose when the code ends"),
    usageLimit: z
      .preprocess(
        (v) => (blank(v) ? undefined : v),
        z.coerce
          .number({ error: "Enter a whole number of uses" })
          .int("Enter a whole number of uses")
          .min(1, "Enter at least 1 use")
          .max(1_000_000, "Enter at most 1,000,000 uses")
          .optional(),
      )
      .optional(),
    onePerEmail: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
    appliesTo: z.enum(APPLIES_TO, { error: "Choose what the code applies to" }).default("everything"),
    items: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(itemRef)),
  })
  .superRefine((code, ctx) => {
    if (code.kind === "percentage" && code.percentOff == null)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: PERCENT_MESSAGE });
    if (code.kind === "amount" && !code.amountOff)
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "Enter an amount off" });
    if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The code must end after it starts" });
    if (code.appliesTo === "items" && code.items.length === 0)
      ctx.addIssue({ code: "custom", path: ["items"], message: "Choose at least one item" });
  })
  .transform(({ percentOff, amountOff, minimumSpend, startsAt, endsAt, usageLimit, ...code }) => ({
    ...code,
    code: code.code.trim(),
    value: code.kind === "percentage" ? (percentOff ?? 0) : code.kind === "amount" ? (amountOff ?? 0) : 0,
    minimumSpend: minimumSpend ?? 0,
    startsAt: startsAt ?? null,
    endsAt: endsAt ?? null,
    usageLimit: usageLimit ?? null,
    items: code.appliesTo === "items" ? code.items : [],
  }));
export type DiscountCodeInput = z.input<typeof DiscountCodeSchema>;

/** The Discounts list's buttons: end a code now. */
export const DiscountCodeActionSchema = z.object({
  intent: z.enum(["end"], { error: "Unknown action." }),
  id: z.uuid({ error: "Code not found" }),
});

/** "10% off", "£5.00 off", "Free delivery". */
export function codeValueLabel(code: { kind: (typeof DISCOUNT_KINDS)[number]; value: number }) {
  if (code.kind === "percentage") return `${code.value}% off`;
  if (code.kind === "amount") return `${formatPrice(code.value)} off`;
  return "Free delivery";
}

const APPLIES_TO_LABELS = {
  everything: "",
  products: "products only",
  addons: "add-ons only",
  items: "chosen items only",
} as const;

/** A code's conditions in a few words: "Minimum spend £20.00 · one per email · products only", or "None". */
export function codeConditionsLabel(code: {
  minimumSpend: number;
  onePerEmail: boolean;
  appliesTo: (typeof APPLIES_TO)[number];
}) {
  const parts = [
    code.minimumSpend > 0 ? `Minimum spend ${formatPrice(code.minimumSpend)}` : "",
    code.onePerEmail ? "one per email" : "",
    APPLIES_TO_LABELS[code.appliesTo],
  ].filter(Boolean);
  if (parts.length === 0) return "None";
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type StoredCode = {
  code: string;
  kind: (typeof DISCOUNT_KINDS)[number];
  value: number;
  minimumSpend: number;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  onePerEmail: boolean;
  appliesTo: (typeof APPLIES_TO)[number];
  items: { kind: string; id: string }[];
};

/** The admin form's starting values: a stored code's (times in UK time), or a new code's. */
export function codeFormValues(row: StoredCode | null) {
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  return {
    code: row?.code ?? "",
    kind: row?.kind ?? "percentage",
    percentOff: row?.kind === "percentage" ? String(row.value) : "",
    amountOff: row?.kind === "amount" ? pounds(row.value) : "",
    minimumSpend: row && row.minimumSpend > 0 ? pounds(row.minimumSpend) : "",
    startsAt: row ? toUkDateTimeInput(row.startsAt) : "",
    endsAt: row?.endsAt ? toUkDateTimeInput(row.endsAt) : "",
    usageLimit: row?.usageLimit != null ? String(row.usageLimit) : "",
    onePerEmail: row?.onePerEmail ?? false,
    appliesTo: row?.appliesTo ?? "everything",
    items: (row?.items ?? []).map((i) => `${i.kind}:${i.id}`),
  } as const;
}
