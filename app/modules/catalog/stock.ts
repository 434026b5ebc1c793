/** Low stock (SPEC §9): above 0 and at or below the product's threshold (default 10). */
export function isLowStock(stock: number, threshold: number | null | undefined): boolean {
  const limit = Number.isFinite(threshold) ? (threshold as number) : 10;
  return stock > 0 && stock <= limit;
}
