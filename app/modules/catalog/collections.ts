// The storefront's collections: fixed slices of the catalogue, each a page at /collections/<slug> with filters
// and sorting. Plain data, safe in the browser (the header, the home page and the page itself name them).

import type { CollectionSort } from "./listing.schema";

export type CollectionSlug = "consoles" | "add-ons" | "on-sale" | "in-stock";

export type Collection = {
  slug: CollectionSlug;
  title: string;
  description: string;
  /** what the brand-or-model filter is called here: a console's maker, or the console an add-on fits */
  makerLabel: string;
};

export const COLLECTIONS: readonly Collection[] = [
  {
    slug: "consoles",
    title: "Consoles",
    description: "Every retro handheld console we sell.",
    makerLabel: "Brand",
  },
  {
    slug: "add-ons",
    title: "Add-ons",
    description: "Cases, cards, chargers and upgrades for your console.",
    makerLabel: "Fits",
  },
  {
    slug: "on-sale",
    title: "On sale",
    description: "Consoles and add-ons for less than their earlier price.",
    makerLabel: "Brand or model",
  },
  {
    slug: "in-stock",
    title: "In stock",
    description: "Consoles and add-ons ready to send today.",
    makerLabel: "Brand or model",
  },
];

export const collectionNamed = (slug: string) => COLLECTIONS.find((c) => c.slug === slug) ?? null;

export const SORT_LABELS: Record<CollectionSort, string> = {
  newest: "Newest",
  "best-selling": "Best selling",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
};
