// The product edit page's form as it renders a stored product: what the browser posts back when the operator
// changes nothing. The stock fields and the edit baseline are each test's own (a single figure or a variants'
// table; the baseline the page was loaded with).
import type { Product } from "~/db/schema/catalog";

export type FormFields = Record<string, string | string[]>;

export const productFormFields = (p: Product): FormFields => ({
  name: p.name,
  slug: p.slug,
  tagline: p.tagline,
  description: p.description,
  category: p.category,
  price: (p.price / 100).toFixed(2),
  stockAlertThreshold: String(p.stockAlertThreshold),
  image: p.image,
  imageAltText: p.imageAltText,
  gallery: p.gallery,
  features: p.features,
  techSpecLabel: p.techSpecs.map((t) => t.label),
  techSpecValue: p.techSpecs.map((t) => t.value),
  variantOptions: p.variantOptions,
  variantImage: p.variantOptions.map((o) => p.variantImages[o] ?? ""),
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  guaranteeMonths: String(p.guaranteeMonths),
  shippingTime: p.shippingTime,
  status: p.status,
});
