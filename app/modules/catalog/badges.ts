// Product card badge (SPEC §4), derived from the product, never stored.
export type ProductBadge = "New Arrival" | "Most Popular" | "Limited Availability" | "Selling Fast" | "Trending Now";

const NEW_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const POPULAR_VIEWS = 100;
const BY_CHECKSUM: ProductBadge[] = ["Limited Availability", "Selling Fast", "Trending Now"];

/** Sum of the id's character codes: a stable, cheap checksum. */
export function idChecksum(id: string): number {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i);
  return sum;
}

export function productBadge(
  product: { id: string; createdAt: Date | string; viewCount: number },
  now = new Date(),
): ProductBadge {
  const created = new Date(product.createdAt).getTime();
  if (now.getTime() - created < NEW_WINDOW_MS) return "New Arrival";
  if (product.viewCount > POPULAR_VIEWS) return "Most Popular";
  return BY_CHECKSUM[idChecksum(product.id) % 3];
}
