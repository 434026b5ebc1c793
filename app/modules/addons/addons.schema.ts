import { z } from "zod";
import { optionalId, poundsToPence, requiredText, slugField, textField, urlOrEmpty } from "~/lib/schema-fields";
import { ProductStatusSchema, VariantOptionsSchema } from "~/modules/catalog/catalog-admin.schema";

// The admin add-on form (SPEC §5), shared by the form, the server action and the AI assistant.
export const AddonSchema = z.object({
  name: requiredText("Name is required", "Name", 200),
  slug: slugField(),
  description: textField("Description", 5000),
  price: poundsToPence("Price must be positive"),
  image: urlOrEmpty("Must be a valid URL"),
  type: z.enum(["accessory", "upgrade"], { error: "Type must be accessory or upgrade" }).default("accessory"),
  productLinked: optionalId("Choose a product from the list"),
  variantOptions: VariantOptionsSchema,
  status: ProductStatusSchema.default("draft"),
});
export type AddonInput = z.input<typeof AddonSchema>;

export const AddonUpdateSchema = AddonSchema.extend({ id: z.uuid("Unknown add-on") });
export type AddonUpdateInput = z.input<typeof AddonUpdateSchema>;

const one = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

export function addonFormValues(form: FormData): AddonInput {
  return {
    name: one(form, "name") ?? "",
    slug: one(form, "slug") ?? "",
    description: one(form, "description"),
    price: one(form, "price") ?? "",
    image: one(form, "image"),
    type: one(form, "type") as AddonInput["type"],
    productLinked: one(form, "productLinked") ?? "",
    variantOptions: form.getAll("variantOptions").map(String),
    status: (one(form, "status") ?? "draft") as "draft" | "published",
  };
}

/** A stored add-on as this schema's input (pence back to pounds), for partial edits. */
export function toAddonInput(addon: Omit<z.output<typeof AddonSchema>, "price"> & { price: number }): AddonInput {
  const { name, slug, description, image, type, productLinked, variantOptions, status } = addon;
  return { name, slug, description, price: (addon.price / 100).toFixed(2), image, type, productLinked: productLinked ?? "", variantOptions, status };
}
