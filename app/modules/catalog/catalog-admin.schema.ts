import { z } from "zod";
import { isUrlOrPath, poundsToPence, requiredText, slugField, textField, urlOrEmpty, wholeNumber } from "~/lib/schema-fields";

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

export const ProductSchema = z
  .object({
    name: requiredText("Name is required", "Name", 200),
    slug: slugField(),
    tagline: textField("Tagline", 300),
    description: textField("Description", 5000),
    price: poundsToPence("Price must be positive"),
    stockQuantity: wholeNumber("Stock must be non-negative", { fallback: 0 }),
    stockAlertThreshold: wholeNumber("Stock alert threshold must be non-negative", { fallback: 10 }),
    category: textField("Category", 100),
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
  })
  .transform((p) => ({
    ...p,
    variantImages: Object.fromEntries(Object.entries(p.variantImages).filter(([option, url]) => url !== "" && p.variantOptions.includes(option))),
  }));
export type ProductInput = z.input<typeof ProductSchema>;
export type ProductData = z.output<typeof ProductSchema>;

export const ProductUpdateSchema = z.object({ id: z.uuid("Unknown product") }).and(ProductSchema);
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;

export const ProductListQuerySchema = z.object({
  search: z.string().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

const all = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
const one = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

/** The product form's fields as the schema's input (repeated fields are lists). */
export function productFormValues(form: FormData): ProductInput {
  const labels = all(form, "techSpecLabel");
  const values = all(form, "techSpecValue");
  const options = all(form, "variantOptions");
  const images = all(form, "variantImage");
  return {
    name: one(form, "name") ?? "",
    slug: one(form, "slug") ?? "",
    tagline: one(form, "tagline"),
    description: one(form, "description"),
    price: one(form, "price") ?? "",
    stockQuantity: one(form, "stockQuantity"),
    stockAlertThreshold: one(form, "stockAlertThreshold"),
    category: one(form, "category"),
    image: one(form, "image"),
    imageAltText: one(form, "imageAltText"),
    gallery: all(form, "gallery"),
    features: all(form, "features"),
    techSpecs: labels.map((label, i) => ({ label, value: values[i] ?? "" })),
    variantOptions: options,
    variantImages: Object.fromEntries(options.map((option, i) => [option.trim(), images[i] ?? ""])),
    seoTitle: one(form, "seoTitle"),
    seoDescription: one(form, "seoDescription"),
    guaranteeMonths: one(form, "guaranteeMonths"),
    shippingTime: one(form, "shippingTime"),
    status: (one(form, "status") ?? "draft") as "draft" | "published",
  };
}

type StoredProduct = Omit<ProductData, "price"> & { price: number };

/** A stored product as this schema's input (pence back to pounds), for partial edits: spread the changes over it. */
export function toProductInput(product: StoredProduct): ProductInput {
  return {
    name: product.name,
    slug: product.slug,
    tagline: product.tagline,
    description: product.description,
    price: (product.price / 100).toFixed(2),
    stockQuantity: product.stockQuantity,
    stockAlertThreshold: product.stockAlertThreshold,
    category: product.category,
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
  };
}
