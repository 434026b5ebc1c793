import { z } from "zod";

import { listOf, type FormPayload } from "~/lib/form-input";
import { poundsToPence, requiredText, slugField, textField, urlOrEmpty } from "~/lib/schema-fields";
import {
  BulkChangeSchema,
  ProductFilterSchema,
  ProductListQuerySchema,
  ProductStatusSchema,
  VariantOptionsSchema,
} from "~/modules/catalog/catalog-admin.schema";
import { CHOOSE_PRODUCT, productChoice } from "~/modules/catalog/product-choice";
import { variantRowsInput, type VariantRowInput } from "~/modules/catalog/variants.schema";
import { checkCompareAt, compareAtInput, compareAtPriceField } from "~/modules/promotions/promotions.schema";

// The admin add-on form (SPEC §5), shared by the form, the server action and the AI assistant.
export const AddonFields = z.object({
  name: requiredText("Name is required", "Name", 200),
  slug: slugField(),
  description: textField("Description", 5000),
  price: poundsToPence("Price must be positive", "Price"),
  /** a "was" price: the module checks the price history supports it */
  compareAtPrice: compareAtPriceField(),
  image: urlOrEmpty("Must be a valid URL"),
  type: z.enum(["accessory", "upgrade"], { error: "Type must be accessory or upgrade" }).default("accessory"),
  productLinked: productChoice(),
  variantOptions: VariantOptionsSchema,
  status: ProductStatusSchema.default("draft"),
});
export const AddonSchema = AddonFields.superRefine(checkCompareAt);
export type AddonInput = z.input<typeof AddonSchema>;

export const AddonUpdateSchema = AddonFields.extend({ id: z.uuid("Unknown add-on") }).superRefine(checkCompareAt);

/** A partial edit: the id and only the fields to change, each checked as the form checks it. */
export const AddonPatchSchema = z.strictObject({ id: z.uuid("Unknown add-on"), ...AddonFields.partial().shape });

export const ADDON_TYPES = ["accessory", "upgrade"] as const;

/** The add-on list's filters: the product list's (name, status, page) plus type and linked product. */
export const AddonListQuerySchema = ProductListQuerySchema.extend({
  type: z.enum(ADDON_TYPES).optional().catch(undefined),
  productLinked: z.uuid().optional().catch(undefined),
});
export type AddonListQuery = z.input<typeof AddonListQuerySchema>;

/** Which add-ons a bulk update touches: the product filter plus type and linked product. */
export const AddonFilterSchema = ProductFilterSchema.extend({
  type: z.enum(ADDON_TYPES).optional(),
  productLinked: z.uuid(CHOOSE_PRODUCT).optional().describe("Only add-ons linked to this product id"),
});
export const BulkAddonUpdateSchema = z.strictObject({
  filter: AddonFilterSchema.default({}),
  change: BulkChangeSchema,
});
export type BulkAddonUpdateInput = z.input<typeof BulkAddonUpdateSchema>;

/** The add-on form as posted (Conform's payload) as the schema's input: its variant options always a list. */
export function addonFormInput(payload: FormPayload): AddonInput & { variants?: VariantRowInput[] } {
  const variantOptions = listOf(payload.variantOptions);
  const variants = variantRowsInput(payload, variantOptions);
  return { ...(payload as AddonInput), variantOptions, ...(variants ? { variants } : {}) };
}

/** What the browser checks the add-on form with: the same shaping, then the same schema. */
export const AddonFormSchema = z.preprocess((payload) => addonFormInput(payload as FormPayload), AddonSchema);

/** A stored add-on as this schema's input (pence back to pounds), for partial edits. */
export function toAddonInput(
  addon: Omit<z.output<typeof AddonSchema>, "price" | "compareAtPrice"> & {
    price: number;
    compareAtPrice: number | null;
  },
): AddonInput {
  const { name, slug, description, image, type, productLinked, variantOptions, status } = addon;
  return {
    name,
    slug,
    description,
    price: (addon.price / 100).toFixed(2),
    compareAtPrice: compareAtInput(addon.compareAtPrice),
    image,
    type,
    productLinked: productLinked ?? "",
    variantOptions,
    status,
  };
}
