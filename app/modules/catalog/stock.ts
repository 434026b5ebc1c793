// Stock levels (SPEC §9): the one home of "low stock", for the product page, the admin product list
// and the dashboard (whose SQL twin is `restockCondition` in catalog-admin.server.ts).

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
