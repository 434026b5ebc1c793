// Free delivery (SPEC §9): free at or above the threshold, otherwise standard £4.99; the progress
// bar is subtotal over threshold, capped at 100%.
export const DEFAULT_FREE_DELIVERY_THRESHOLD = 5000;
export const STANDARD_DELIVERY = 499;

export type DeliveryProgress = { qualifies: boolean; remaining: number; percent: number; delivery: number };

export function deliveryProgress(subtotal: number, threshold: number | null | undefined): DeliveryProgress {
  const limit = Number.isFinite(threshold) && (threshold as number) >= 0 ? (threshold as number) : DEFAULT_FREE_DELIVERY_THRESHOLD;
  const qualifies = subtotal >= limit;
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((subtotal / limit) * 100));
  return { qualifies, remaining: Math.max(0, limit - subtotal), percent, delivery: qualifies || subtotal === 0 ? 0 : STANDARD_DELIVERY };
}
