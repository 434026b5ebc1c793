// The storefront's collections: fixed slices of the catalogue, each a page at /collections/<slug> with filters
// and sorting. Plain data, safe in the browser (the header, the home page and the page itself name them).

export type CollectionSlug = "consoles" | "add-ons" | "on-sale" | "in-stock";

/** A collection as its links name it (the home page and the header load this: titles only). */
export const COLLECTION_LINKS: readonly { slug: CollectionSlug; title: string }[] = [
  { slug: "consoles", title: "Consoles" },
  { slug: "add-ons", title: "Add-ons" },
  { slug: "on-sale", title: "On sale" },
  { slug: "in-stock", title: "In stock" },
];

export type Collection = {
  slug: CollectionSlug;
  title: string;
  description: string;
  /** what the brand-or-model filter is called here: a console's maker, or the console an add-on fits */
  makerLabel: string;
};
