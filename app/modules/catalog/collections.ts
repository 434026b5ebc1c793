// The storefront's collections: fixed slices of the catalogue, each a page at /collections/<slug> with filters
// and sorting. Plain data, safe in the browser (the header, the home page and the page itself name them).

import type { ListingItem } from "./listing";

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

/** One page of a collection as the storefront shows it, filtered and sorted. */
export type CollectionPage = {
  collection: Collection;
  items: ListingItem[];
  total: number;
  page: number;
  pageCount: number;
  /**
   * the brands (or models) with the most items, at most MAKER_OPTIONS (collections.server.ts), by name, with how
   * many items each
   */
  makers: { name: string; count: number }[];
  /** whether the collection has other brands (or models) than these: the filter then takes any name typed */
  moreMakers: boolean;
};
