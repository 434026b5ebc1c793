import { z } from "zod";

import { listOf, type FormPayload } from "~/lib/form-input";
import { MAX_COUNT } from "~/lib/money";
import {
  checkbox,
  isUrlOrPath,
  poundsToPence,
  requiredText,
  slugField,
  textField,
  urlOrEmpty,
  wholeNumber,
} from "~/lib/schema-fields";
import { checkCompareAt, compareAtInput, compareAtPriceField } from "~/modules/promotions/promotions.schema";

import { DEFAULT_STOCK_ALERT_THRESHOLD } from "./stock";
import { defaultVariantRow, variantRowsInput, type VariantRowInput } from "./variants.schema";

// The admin product form (SPEC §5), used by the form, the server action and the AI assistant.
// Messages are SPEC §5's to the letter where it gives one.
export const GALLERY_MAX = 10;

export const ProductStatusSchema = z.enum(["draft", "published"], { error: "Status must be draft or published" });

export const TechSpecSchema = z.object({
  label: requiredText("Spec label is required", "Spec label", 100),
  value: requiredText("Spec value is required", "Spec value", 200),
});

export const VariantOptionsSchema = z
  .array(requiredText("Variant options cannot be empty", "Variant option", 100))
  .default([])
  .refine((options) => new Set(options).size === options.length, "Variant options must be different from each other");

/** The product form's fields before the cross-field clean-up below (patches and tool schemas use them). */
export const ProductFields = z.object({
  name: requiredText("Name is required", "Name", 200),
  slug: slugField(),
  tagline: textField("Tagline", 300),
  description: textField("Description", 5000),
  price: poundsToPence("Price must be positive", "Price"),
  /** a "was" price: the module checks the price history supports it */
  compareAtPrice: compareAtPriceField(),
  stockQuantity: wholeNumber("Stock must be non-negative", { fallback: 0, label: "Stock" }),
  stockAlertThreshold: wholeNumber("Stock alert threshold must be non-negative", {
    fallback: DEFAULT_STOCK_ALERT_THRESHOLD,
    label: "Stock alert threshold",
  }),
  category: textField("Category", 100),
  brand: textField("Brand", 100),
  tags: z
    .array(requiredText("Tags cannot be empty", "Each tag", 100))
    .max(250, "At most 250 tags")
    .default([]),
  /** what each part of a variant's name is ("Colour", "Storage"), from an imported product file */
  optionNames: z
    .array(requiredText("Option names cannot be empty", "Option name", 100))
    .max(3)
    .default([]),
  image: urlOrEmpty("Must be a valid URL"),
  imageAltText: textField("Image alt text", 200),
  gallery: z
    .array(z.string().trim().refine(isUrlOrPath, "Invalid URL"))
    .max(GALLERY_MAX, `Gallery can have at most ${GALLERY_MAX} images`)
    .default([]),
  features: z.array(requiredText("Features cannot be empty", "Each feature", 500)).default([]),
  techSpecs: z.array(TechSpecSchema).default([]),
  variantOptions: VariantOptionsSchema,
  /** option -> image URL; options without an image are left out */
  variantImages: z.record(z.string(), urlOrEmpty("Variant image must be a valid URL")).default({}),
  seoTitle: textField("SEO title", 60),
  seoDescription: textField("SEO description", 160),
  guaranteeMonths: wholeNumber("Guarantee months must be a whole number of 0 or more", { fallback: 12, max: 120 }),
  shippingTime: textField("Shipping time", 100).transform((v) => v || "1-2 business days"),
  status: ProductStatusSchema.default("draft"),
  /** the operator's "Most Popular" pick: one product shows the badge, the latest saved with it ticked */
  isPopular: checkbox().default(false),
  /** shown on the home page before the newest products */
  featured: checkbox().default(false),
});

export const ProductSchema = ProductFields.transform((p) => ({
  ...p,
  variantImages: Object.fromEntries(
    Object.entries(p.variantImages).filter(([option, url]) => url !== "" && p.variantOptions.includes(option)),
  ),
})).superRefine(checkCompareAt);
export type ProductInput = z.input<typeof ProductSchema>;
export type ProductData = z.output<typeof ProductSchema>;

export const ProductUpdateSchema = z.object({ id: z.uuid("Unknown product") }).and(ProductSchema);

/** A partial edit: the id and only the fields to change, each checked as the form checks it. */
export const ProductPatchSchema = z.strictObject({ id: z.uuid("Unknown product"), ...ProductFields.partial().shape });

export const ProductListQuerySchema = z.object({
  search: z.string().trim().max(200).default(""),
  status: ProductStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_COUNT).catch(1).default(1),
});

/**
 * One change applied to many products or add-ons at once (the assistant's bulk_update): a price set,
 * or changed by an amount (pence, negative lowers it) or a percent (-10 is 10% off); stock set; status set.
 */
export const BulkChangeSchema = z
  .strictObject({
    setPrice: z.string().trim().max(20).optional().describe("New price in pounds, e.g. 89.99"),
    changePriceByPence: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .optional()
      .describe("Add this many pence to each price; negative lowers it"),
    changePriceByPercent: z
      .number()
      .min(-99)
      .max(1000)
      .optional()
      .describe("Change each price by this percent; -10 is 10% off"),
    setStock: z
      .number()
      .int()
      .min(0, "Stock must be non-negative")
      .max(MAX_COUNT, `Stock must be at most ${MAX_COUNT.toLocaleString("en-GB")}`)
      .optional(),
    setStatus: ProductStatusSchema.optional(),
  })
  .refine((c) => Object.values(c).filter((v) => v !== undefined).length === 1, "Choose exactly one change");
export type BulkChange = z.output<typeof BulkChangeSchema>;

/** Which products a bulk update touches: every live product, narrowed by status or part of the name. */
export const ProductFilterSchema = z.strictObject({
  status: ProductStatusSchema.optional(),
  nameContains: z.string().trim().max(200).optional(),
});
export const BulkProductUpdateSchema = z.strictObject({
  filter: ProductFilterSchema.default({}),
  change: BulkChangeSchema,
});
export type BulkProductUpdateInput = z.input<typeof BulkProductUpdateSchema>;

/** What one bulk change makes of a record: the patch fields, as the form would receive them. */
export function applyBulkChange(
  record: { price: number },
  change: BulkChange,
): { price?: string; stockQuantity?: number; status?: "draft" | "published" } {
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  if (change.setPrice !== undefined) return { price: change.setPrice };
  // a result below zero goes to the form's schema as it is, which refuses it with its own message
  if (change.changePriceByPence !== undefined) return { price: pounds(record.price + change.changePriceByPence) };
  if (change.changePriceByPercent !== undefined)
    return { price: pounds(Math.round((record.price * (100 + change.changePriceByPercent)) / 100)) };
  if (change.setStock !== undefined) return { stockQuantity: change.setStock };
  return change.setStatus ? { status: change.setStatus } : {};
}
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/**
 * The product form as posted (Conform's payload) as the schema's input. The form sends specs and
 * variants as parallel lists (techSpecLabel/techSpecValue, variantOptions/variantImage): zipped here.
 */
export function productFormInput(payload: FormPayload): ProductInput & { variants?: VariantRowInput[] } {
  const labels = listOf(payload.techSpecLabel);
  const values = listOf(payload.techSpecValue);
  const options = listOf(payload.variantOptions);
  const images = listOf(payload.variantImage);
  const table = variantRowsInput(payload, options);
  // with the variants' table, the product's stock is their total (ADR 245)
  const total = table?.reduce((sum, row) => sum + (Number(row.stock) || 0), 0);
  // without options the form sends only the default variant's SKU, beside the stock quantity
  const sku = options.length === 0 && !table && payload.variantSku !== undefined ? listOf(payload.variantSku) : null;
  const variants = sku ? [defaultVariantRow(sku[0] ?? "")] : table;
  // every other field goes to the schema as posted; it checks them all
  return {
    ...(payload as ProductInput),
    ...(table ? { variants, stockQuantity: total } : variants ? { variants } : {}),
    gallery: listOf(payload.gallery),
    features: listOf(payload.features),
    techSpecs: labels.map((label, i) => ({ label, value: values[i] ?? "" })),
    variantOptions: options,
    variantImages: Object.fromEntries(options.map((option, i) => [option.trim(), images[i] ?? ""])),
  };
}

/** What the browser checks the product form with: the same shaping, then the same schema. */
export const ProductFormSchema = z.preprocess((payload) => productFormInput(payload as FormPayload), ProductSchema);

type StoredProduct = Omit<ProductData, "price" | "compareAtPrice"> & { price: number; compareAtPrice: number | null };

/** A stored product as this schema's input (pence back to pounds), for partial edits: spread the changes over it. */
export function toProductInput(product: StoredProduct): ProductInput {
  return {
    name: product.name,
    slug: product.slug,
    tagline: product.tagline,
    description: product.description,
    price: (product.price / 100).toFixed(2),
    compareAtPrice: compareAtInput(product.compareAtPrice),
    stockQuantity: product.stockQuantity,
    stockAlertThreshold: product.stockAlertThreshold,
    category: product.category,
    brand: product.brand,
    tags: product.tags,
    optionNames: product.optionNames,
    image: product.image,
    imageAltText: product.imageAltText,
    gallery: product.gallery,
    features: product.features,
    techSpecs: product.techSpecs,
    variantOptions: product.variantOptions,
    variantImages: product.variantImages,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    guaranteeMonths: product.guaranteeMonths,
    shippingTime: product.shippingTime,
    status: product.status,
    isPopular: product.isPopular,
    featured: product.featured,
  };
}
