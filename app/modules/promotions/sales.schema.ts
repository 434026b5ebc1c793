import { z } from "zod";

import { fromUkDateTimeInput, toUkDateTimeInput } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { poundsToPence, requiredText } from "~/lib/schema-fields";

// The admin Sales form, the server action and the module share this schema. The form posts strings
// (a date-and-time input in UK time, "product:<id>" per ticked item); the module and tests may pass
// dates and objects.

export const blank = (v: unknown) => v == null || (typeof v === "string" && v.trim() === "");

/** An ISO timestamp that names its zone; anything else is not a moment. */
const zoned = (text: string) => new Date(/(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(text.trim()) ? text : Number.NaN);

/** A moment: a date-and-time input's value in UK time, an ISO timestamp or a Date. */
export const moment = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? (fromUkDateTimeInput(v) ?? zoned(v)) : v),
    z.date({ error: message }),
  );

const PERCENT_MESSAGE = "Enter a percentage between 1 and 90";

/** A ticked item as the form posts it ("product:<id>") or as an object. */
export const itemRef = z.preprocess(
  (v) => (typeof v === "string" ? { kind: v.split(":")[0], id: v.split(":")[1] } : v),
  z.object({ kind: z.enum(["product", "addon"]), id: z.uuid() }, { error: "Choose items from the list" }),
);

const percentOff = z
  .preprocess(
    (v) => (blank(v) ? undefined : v),
    z.coerce
      .number({ error: PERCENT_MESSAGE })
      .int(PERCENT_MESSAGE)
      .min(1, PERCENT_MESSAGE)
      .max(90, PERCENT_MESSAGE)
      .optional(),
  )
  .optional();
const amountOff = z
  .preprocess(
    (v) => (blank(v) ? undefined : v),
    poundsToPence("Amount off must be a positive amount", "Amount off").optional(),
  )
  .optional();
const endsAt = moment("Choose when the sale ends");

export const SaleSchema = z
  .object({
    name: requiredText("Name is required", "Name", 200),
    startsAt: moment("Choose when the sale starts"),
    endsAt,
    discountType: z.enum(["percent", "amount"], { error: "Choose a percentage or an amount off" }),
    percentOff,
    amountOff,
    target: z.enum(["all_products", "all_addons", "items"], { error: "Choose what the sale applies to" }),
    items: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(itemRef)),
  })
  .superRefine((sale, ctx) => {
    if (sale.endsAt <= sale.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The sale must end after it starts" });
    if (sale.discountType === "percent" && sale.percentOff == null)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: PERCENT_MESSAGE });
    if (sale.discountType === "amount" && !sale.amountOff)
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "Enter an amount off" });
    if (sale.target === "items" && sale.items.length === 0)
      ctx.addIssue({ code: "custom", path: ["items"], message: "Choose at least one item" });
  })
  .transform(({ discountType, percentOff, amountOff, ...sale }) => ({
    ...sale,
    items: sale.target === "items" ? sale.items : [],
    percentOff: discountType === "percent" ? (percentOff ?? null) : null,
    amountOff: discountType === "amount" ? (amountOff ?? null) : null,
  }));
export type SaleInput = z.input<typeof SaleSchema>;

/**
 * What may change once a sale is live: when it ends and how much it takes off (a percentage stays a
 * percentage). The whole sale is then checked again with SaleSchema.
 */
export const LiveSaleChangeSchema = z.object({ endsAt, percentOff, amountOff });
export type LiveSaleChange = z.input<typeof LiveSaleChangeSchema>;

/** The Sales list's buttons: end a live sale now, or delete one that has not started. */
export const SaleActionSchema = z.object({
  intent: z.enum(["end", "delete"], { error: "Unknown action." }),
  id: z.uuid({ error: "Sale not found" }),
});
export type SaleAction = z.input<typeof SaleActionSchema>;

export const SALE_STATUS_LABELS = { scheduled: "Scheduled", live: "Live", ended: "Ended" } as const;
export const SALE_TARGET_LABELS = {
  all_products: "All products",
  all_addons: "All add-ons",
  items: "Chosen items",
} as const;

/** "20% off" or "£5.00 off". */
export function discountLabel(sale: { percentOff: number | null; amountOff: number | null }) {
  return sale.percentOff != null ? `${sale.percentOff}% off` : `${formatPrice(sale.amountOff ?? 0)} off`;
}

/** What a sale applies to, in a few words: "All products", "3 chosen items". */
export function targetLabel(sale: { target: keyof typeof SALE_TARGET_LABELS; items: unknown[] }) {
  if (sale.target !== "items") return SALE_TARGET_LABELS[sale.target];
  return `${sale.items.length} chosen ${sale.items.length === 1 ? "item" : "items"}`;
}

/** An item's price during a sale: never below zero. */
export function salePrice(price: number, sale: { percentOff: number | null; amountOff: number | null }) {
  if (sale.percentOff != null) return Math.round((price * (100 - sale.percentOff)) / 100);
  return Math.max(0, price - (sale.amountOff ?? 0));
}

type StoredSale = {
  name: string;
  startsAt: Date;
  endsAt: Date;
  percentOff: number | null;
  amountOff: number | null;
  target: keyof typeof SALE_TARGET_LABELS;
  items: { kind: string; id: string }[];
};

/** The sale form's starting values for a stored sale (times in UK time, money in pounds). */
export function saleFormValues(sale: StoredSale) {
  return {
    name: sale.name,
    startsAt: toUkDateTimeInput(sale.startsAt),
    endsAt: toUkDateTimeInput(sale.endsAt),
    discountType: sale.percentOff != null ? "percent" : "amount",
    percentOff: sale.percentOff != null ? String(sale.percentOff) : "",
    amountOff: sale.amountOff != null ? (sale.amountOff / 100).toFixed(2) : "",
    target: sale.target,
    items: sale.items.map((i) => `${i.kind}:${i.id}`),
  } as const;
}
export type SaleFormValues = ReturnType<typeof saleFormValues>;
