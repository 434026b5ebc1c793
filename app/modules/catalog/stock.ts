// Stock levels (SPEC §9): the one home of "low stock", for the product page, the admin product list
// and the dashboard (whose SQL twin is `getLowStockProducts` in catalog-admin.server.ts).

/** A product's alert threshold when none is set (the database default is the same 10). */
export const DEFAULT_STOCK_ALERT_THRESHOLD = 10;

export type StockLevel = "out" | "low" | "ok";

/** Out at 0; low above 0 and at or below the product's threshold; otherwise fine. */
export function stockLevel(stock: number, threshold: number | null | undefined): StockLevel {
  const limit = Number.isFinite(threshold) ? (threshold as number) : DEFAULT_STOCK_ALERT_THRESHOLD;
  if (stock <= 0) return "out";
  return stock <= limit ? "low" : "ok";
}

/** The storefront's "Only N left" warning: low, but not out. */
export function isLowStock(stock: number, threshold: number | null | undefined): boolean {
  return stockLevel(stock, threshold) === "low";
}

/** What a shopper is shown of a product's stock: "Out of Stock", "Only N left in stock", or nothing. */
export type StockShown = { level: "out" } | { level: "low"; left: number } | { level: "ok" };

export function stockShown(stock: number, threshold: number | null | undefined): StockShown {
  const level = stockLevel(stock, threshold);
  return level === "low" ? { level, left: stock } : { level };
}

/** What a shopper is shown of each variant: its name, its price (its own or the item's) and its stock level. */
export type ShownVariant = { name: string; price: number; stock: StockShown };

/**
 * Whether stock going from `before` to `after` changes what the storefront shows. Most orders take
 * a unit from a well-stocked product, which no page shows; those keep the cached pages (ADR 070).
 */
export function changesStockShown(before: number, after: number, threshold: number | null | undefined): boolean {
  const was = stockShown(before, threshold);
  const is = stockShown(after, threshold);
  return was.level !== is.level || (was.level === "low" && is.level === "low" && was.left !== is.left);
}

/**
 * A new total as the variants' stocks: an increase shared evenly (the remainder to the first variant), a
 * decrease taken from the variants holding the most first, evening them out; never below zero.
 */
export function spreadTotal(stocks: readonly number[], total: number): number[] {
  const next = [...stocks];
  const n = next.length;
  if (n === 0) return next;
  let delta = total - next.reduce((sum, s) => sum + s, 0);
  if (delta >= 0) return next.map((s, i) => s + Math.floor(delta / n) + (i === 0 ? delta % n : 0));
  while (delta < 0) {
    const top = Math.max(...next);
    if (top <= 0) break;
    const atTop = next.flatMap((s, i) => (s === top ? [i] : []));
    const below = Math.max(0, ...next.filter((s) => s < top));
    const take = Math.min(-delta, atTop.length * (top - below));
    atTop.forEach((i, k) => {
      next[i] -= Math.floor(take / atTop.length) + (k < take % atTop.length ? 1 : 0);
    });
    delta += take;
  }
  return next;
}
