// "N people viewing now" and "N sold in 24 hours" (SPEC §9): placeholder numbers that must not
// jump on every reload, so they come from a hash of the product id and the calendar day (UTC).
export type Range = [number, number];

export const DEFAULT_VIEWING_NOW: Range = [8, 35];
export const DEFAULT_SOLD_24H: Range = [15, 50];

/** FNV-1a, 32-bit: small and stable across runtimes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function inRange(seed: string, [low, high]: Range): number {
  const lo = Math.min(low, high);
  const hi = Math.max(low, high);
  return lo + (hash(seed) % (hi - lo + 1));
}

export function socialProof(
  productId: string,
  ranges: { viewingNowRange?: Range; sold24hrsRange?: Range } | null | undefined,
  now = new Date(),
): { viewingNow: number; sold24h: number } {
  const day = now.toISOString().slice(0, 10);
  return {
    viewingNow: inRange(`${productId}:${day}:viewing`, validRange(ranges?.viewingNowRange) ?? DEFAULT_VIEWING_NOW),
    sold24h: inRange(`${productId}:${day}:sold`, validRange(ranges?.sold24hrsRange) ?? DEFAULT_SOLD_24H),
  };
}

function validRange(range: Range | undefined): Range | undefined {
  if (!Array.isArray(range) || range.length !== 2) return undefined;
  const [a, b] = range.map(Number);
  return Number.isFinite(a) && Number.isFinite(b) && a >= 0 && b >= 0 ? [Math.round(a), Math.round(b)] : undefined;
}
