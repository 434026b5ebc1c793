import { sql } from "drizzle-orm";

import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";

// The columns of a ListingItem (listing.ts), read from the row of "products" or "addons" being selected: search
// results and collection pages select the same, so one card shows either.

export const productListingColumns = sql`'product' as kind, ${products.id} as id, ${products.name} as name,
  ${products.slug} as slug, ${products.price} as price, ${products.compareAtPrice} as "compareAtPrice",
  ${products.image} as image, coalesce(nullif(${products.imageAltText}, ''), ${products.name}) as "imageAlt",
  ${products.tagline} as blurb`;

export const addonListingColumns = sql`'addon' as kind, ${addons.id} as id, ${addons.name} as name,
  ${addons.slug} as slug, ${addons.price} as price, ${addons.compareAtPrice} as "compareAtPrice",
  ${addons.image} as image, ${addons.name} as "imageAlt", left(${addons.description}, 140) as blurb`;
