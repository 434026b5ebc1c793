import { z } from "zod";

import { listOf, type FormPayload } from "~/lib/form-input";
import { MAX_COUNT } from "~/lib/money";
import { poundsToPence, textField } from "~/lib/schema-fields";

// A product's or add-on's variants as the admin forms edit them in a table (docs/decisions/245): one row
// per option (or one row for an item without options), each with its SKU, stock, price and threshold.
// The option names themselves stay the item's `variantOptions`, checked by the item's own schema.

const blankToNull = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v);

const count = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(0, message).max(MAX_COUNT, message),
  );

export const VariantRowSchema = z.object({
  name: z.string().trim().max(100).default(""),
  sku: textField("SKU", 64).transform((v) => v || null),
  /**
   * null: not tracked, sold without limit (add-ons only; a product's variants are always counted);
   * absent: left as it is (an item without options whose form sets its stock as the item's figure)
   */
  stock: z.preprocess(
    (v) => (v === undefined ? v : blankToNull(v)),
    count("Stock must be a whole number of 0 or more").nullable().optional(),
  ),
  /** the stock the form showed (blank: not tracked); absent from a save that did not send it */
  stockWas: z.preprocess(
    (v) => (v === undefined ? v : blankToNull(v)),
    count("Stock must be a whole number of 0 or more").nullable().optional(),
  ),
  /** the variant's stock version the form read (blank: an option new on the form, version 0) */
  stockVersion: z.preprocess(
    (v) => (v === "" ? 0 : v),
    count("Reload the page: this form's stock version is not a number").optional(),
  ),
  price: z.preprocess(blankToNull, poundsToPence("Variant price must be positive", "Variant price").nullable()),
  lowStockThreshold: z.preprocess(blankToNull, count("Low-stock alert must be a whole number of 0 or more").nullable()),
});
export const VariantRowsSchema = z
  .array(VariantRowSchema)
  .max(50)
  .refine((rows) => {
    const skus = rows.map((r) => r.sku).filter(Boolean);
    return new Set(skus).size === skus.length;
  }, "Each variant needs its own SKU");
export type VariantRowInput = z.input<typeof VariantRowSchema>;
export type VariantRow = z.output<typeof VariantRowSchema>;

/**
 * The table's rows as posted: parallel lists beside the option names (one unnamed row when the item has
 * no options). Undefined when the form did not send the table (an older form, the assistant).
 */
export function variantRowsInput(payload: FormPayload, names: string[]): VariantRowInput[] | undefined {
  if (payload.variantStock === undefined) return undefined;
  const skus = listOf(payload.variantSku);
  const stocks = listOf(payload.variantStock);
  const prices = listOf(payload.variantPrice);
  const thresholds = listOf(payload.variantThreshold);
  // what the form read of each row's stock: without it a stock figure is not saved (inventory.server.ts)
  const was = payload.variantStockWas === undefined ? undefined : listOf(payload.variantStockWas);
  const versions = payload.variantStockVersion === undefined ? undefined : listOf(payload.variantStockVersion);
  return (names.length ? names : [""]).map((name, i) => ({
    name: name.trim(),
    sku: skus[i] ?? "",
    stock: stocks[i] ?? "",
    stockWas: was ? (was[i] ?? "") : undefined,
    stockVersion: versions?.[i],
    price: prices[i] ?? "",
    lowStockThreshold: thresholds[i] ?? "",
  }));
}

/** The one row of an item without options whose form shows only its SKU: its stock is the item's figure. */
export const defaultVariantRow = (sku: string): VariantRowInput => ({
  name: "",
  sku,
  price: "",
  lowStockThreshold: "",
});

/** One variant's stock set by its name (the assistant's per-colour restock, and its Undo). */
export const VariantStockSchema = z.strictObject({
  kind: z.enum(["product", "addon"]).default("product").describe("product or addon"),
  id: z.uuid("Unknown item").describe("The product's or add-on's id, as a get_ tool returned it"),
  variant: z.string().trim().min(1, "Name the variant").max(100).describe("The variant's name, e.g. Glacier Blue"),
  /** null: not tracked (an add-on's variant only) */
  stock: count("Stock must be a whole number of 0 or more")
    .nullable()
    .describe("The variant's new stock (the whole count, not the change)"),
});
export type VariantStockInput = z.input<typeof VariantStockSchema>;

/** The form field carrying the item's stock version (its variants' sum) beside its single stock figure. */
export const STOCK_VERSION_FIELD = "stockVersion";

/** The posted item stock version; undefined when absent or not a whole number (the save is then refused). */
export function readStockVersion(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
