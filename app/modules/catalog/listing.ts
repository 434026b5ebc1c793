// A product or add-on as a list of them shows it (search results, collection pages, the header's instant list).
// Plain data and pure helpers, safe in the browser.

export type ListingItem = {
  kind: "product" | "addon";
  id: string;
  name: string;
  slug: string;
  /** pence, VAT included */
  price: number;
  compareAtPrice: number | null;
  image: string;
  imageAlt: string;
  /** a product's tagline, or the start of an add-on's description */
  blurb: string;
};

/** The page of a listed item. */
export const listingPath = (item: Pick<ListingItem, "kind" | "slug">) =>
  `/${item.kind === "addon" ? "addon" : "product"}/${encodeURIComponent(item.slug)}`;

/** Items on each page of search results and collections. */
export const LISTING_PAGE_SIZE = 24;

/** The pages a list offers at most: a bounded offset, however large the catalogue grows. */
export const LISTING_MAX_PAGE = 100;

/** How many pages `total` items fill, at least one, never more than the list offers. */
export const pageCountOf = (total: number) =>
  Math.min(LISTING_MAX_PAGE, Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)));
