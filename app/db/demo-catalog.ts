// The demo catalogue seeded into an empty database: what is for sale (products and add-ons). It is data
// (demo-catalog.json), checked here as it is read; demo-content.ts holds the reviews, videos, FAQs,
// press logos and trader. Prices are integer pence, VAT included. Images and videos ship in the
// repository: pictures are drawn by scripts/draw-demo-images.ts (public/images/demo/NAME.webp plus
// NAME-400w/-800w/-1200w.webp) and clips are made by scripts/make-demo-videos.sh. Links between rows use
// slugs (productSlug); the seeder resolves them to ids.
import { z } from "zod";

import type { NewAddon } from "~/db/schema/addons";
import type { NewProduct } from "~/db/schema/catalog";

import catalogue from "./demo-catalog.json";

export * from "./demo-content";

export type DemoProduct = Omit<NewProduct, "id">;
/** `variantStock`: what each of the add-on's variants holds (add-ons start untracked outside the demo). */
export type DemoAddon = Omit<NewAddon, "id" | "productLinked"> & { productSlug: string; variantStock: number };

const count = z.number().int().nonnegative();
const strings = z.array(z.string());

/** What products and add-ons both have. */
const catalogItem = {
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: count,
  image: z.string(),
  variantOptions: strings,
  status: z.enum(["draft", "published"]),
};

const demoCatalog = z.strictObject({
  products: z.array(
    z.strictObject({
      ...catalogItem,
      tagline: z.string(),
      imageAltText: z.string(),
      gallery: strings,
      features: strings,
      techSpecs: z.array(z.strictObject({ label: z.string(), value: z.string() })),
      variantImages: z.record(z.string(), z.string()),
      category: z.string(),
      seoTitle: z.string(),
      seoDescription: z.string(),
      viewCount: count,
      stockQuantity: count,
      stockAlertThreshold: count,
      guaranteeMonths: count,
      shippingTime: z.string(),
      isPopular: z.boolean(),
    }),
  ),
  addons: z.array(
    z.strictObject({
      ...catalogItem,
      type: z.enum(["accessory", "upgrade"]),
      productSlug: z.string(),
      variantStock: count,
    }),
  ),
});

const demo = demoCatalog.parse(catalogue);

export const demoProducts: DemoProduct[] = demo.products;
export const demoAddons: DemoAddon[] = demo.addons;
