// Product card badges, derived from facts, never stored and never invented (DESIGN.md "Only true
// claims"): "New Arrival" for a product added in the last 30 days, and "Most Popular" on one product
// at most, the operator's pick or else the best seller of the last 30 days. SPEC's view-count and
// checksum badges ("Selling Fast", "Limited Availability") claimed what nobody had measured.
export type ProductBadge = "New Arrival" | "Most Popular";

const NEW_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type PopularityFacts = {
  id: string;
  /** the operator's flag */
  isPopular: boolean;
  updatedAt: Date | string;
  /** units sold in paid, uncancelled orders of the last 30 days */
  sold30d: number;
};

/** The one "Most Popular" product: the flagged one (the latest saved, if several), else the best seller. */
export function mostPopularId(products: PopularityFacts[]): string | null {
  const flagged = products
    .filter((p) => p.isPopular)
    .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
  if (flagged.length) return flagged[0].id;
  let best: PopularityFacts | null = null;
  for (const p of products) if (p.sold30d > 0 && (!best || p.sold30d > best.sold30d)) best = p;
  return best?.id ?? null;
}

export function productBadge(
  product: { createdAt: Date | string },
  popular: boolean,
  now = new Date(),
): ProductBadge | null {
  if (popular) return "Most Popular";
  return now.getTime() - new Date(product.createdAt).getTime() < NEW_WINDOW_MS ? "New Arrival" : null;
}
