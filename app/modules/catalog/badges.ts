// Product card badges, derived from facts, never stored and never invented (DESIGN.md "Only true
// claims"): "New Arrival" for a product added in the last 30 days, and "Most Popular" on one product
// at most, the best seller of the last 30 days. The operator's tick only chooses between equal best
// sellers: a tick box alone claims nothing. SPEC's view-count and checksum badges ("Selling Fast",
// "Limited Availability") claimed what nobody had measured.
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

/** The one "Most Popular" product: the best seller, the operator's pick (the latest saved) among equals; else none. */
export function mostPopularId(products: PopularityFacts[]): string | null {
  const top = Math.max(0, ...products.map((p) => p.sold30d));
  if (top === 0) return null;
  const best = products.filter((p) => p.sold30d === top);
  const flagged = best
    .filter((p) => p.isPopular)
    .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
  return (flagged[0] ?? best[0]).id;
}

export function productBadge(
  product: { createdAt: Date | string },
  popular: boolean,
  now = new Date(),
): ProductBadge | null {
  if (popular) return "Most Popular";
  return now.getTime() - new Date(product.createdAt).getTime() < NEW_WINDOW_MS ? "New Arrival" : null;
}
