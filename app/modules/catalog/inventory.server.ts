// Inventory: the one owner of a product's stock count. The checkout checks it, the order takes it, a
// cancellation, refund or return gives it back; what a shopper is shown of it is `stock.ts`. Add-ons
// carry no stock, so only product lines count here.
import { and, eq, gte, sql } from "drizzle-orm";

import type { Tx } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { DomainError } from "~/lib/errors";

import { changesStockShown } from "./stock";

/** A line of a cart, an order or a refund as inventory sees it. */
export type StockLine = { productId: string; type: "product" | "addon"; quantity: number; name?: string };

/** Product lines summed per product, in the order they first appear; add-on lines are left out. */
function perProduct(lines: readonly StockLine[]): Map<string, { name: string; quantity: number }> {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    if (line.type !== "product") continue;
    const entry = wanted.get(line.productId) ?? { name: line.name ?? "", quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  return wanted;
}

/**
 * The lock order for stock rows: every transaction that changes stock updates the products it touches in
 * ascending id order. Each UPDATE locks its row until COMMIT, so two transactions that took their rows in
 * different orders could each hold one the other waits for, and PostgreSQL would abort one of them as a
 * deadlock. With one order for everybody (orders, cancellations, refunds, returns), whoever reaches the
 * first shared row first goes first and the other queues behind it. Call sites that touch stock rows must
 * go through this helper, never iterate their own map.
 */
function inLockOrder<T>(byProduct: Map<string, T>): Array<[productId: string, value: T]> {
  return [...byProduct].sort(([a], [b]) => a.localeCompare(b));
}

/** The shopper's message when a product has fewer left than they want. */
export function outOfStock(name: string, left: number): DomainError {
  return new DomainError(
    "out_of_stock",
    left > 0
      ? `Sorry, only ${left} of ${name} ${left === 1 ? "is" : "are"} left in stock. Please reduce the quantity.`
      : `Sorry, ${name} is out of stock.`,
  );
}

/**
 * Checks, without a statement of its own, that the products already read hold enough stock for the lines;
 * throws the first shortage as `out_of_stock`. It takes nothing: `takeStock` is the guard that counts.
 */
export function checkStock(
  lines: readonly StockLine[],
  stockOf: ReadonlyMap<string, { name: string; stockQuantity: number | null }>,
): void {
  for (const [id, { quantity }] of perProduct(lines)) {
    const product = stockOf.get(id);
    if (!product) continue;
    const left = product.stockQuantity ?? 0;
    if (left < quantity) throw outOfStock(product.name, left);
  }
}

/** Thrown by `takeStock` so the caller's transaction rolls back everything it wrote, stock included. */
export class StockRanOut extends Error {
  constructor(readonly domainError: DomainError) {
    super(domainError.message);
  }
}

/**
 * Takes each product line's stock inside the caller's transaction, with a guard that never lets it go
 * below zero (one UPDATE per product, in the lock order). Throws `StockRanOut` when a product ran out;
 * otherwise says whether that changed what the storefront shows of any product's stock (ADR 103).
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<boolean> {
  let shownChanged = false;
  for (const [productId, { name, quantity }] of inLockOrder(perProduct(lines))) {
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
      .returning({ left: products.stockQuantity, threshold: products.stockAlertThreshold });
    if (!taken) {
      const [left] = await tx
        .select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, productId));
      throw new StockRanOut(outOfStock(name, left?.stock ?? 0));
    }
    // The row is locked until this transaction commits, so the stock before it was exactly left + quantity.
    shownChanged ||= changesStockShown(taken.left + quantity, taken.left, taken.threshold);
  }
  return shownChanged;
}

/**
 * Puts product lines back on the shelf inside the caller's transaction (one UPDATE per product, in the
 * lock order). A deleted product matches no row and is skipped.
 */
export async function returnStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const [productId, { quantity }] of inLockOrder(perProduct(lines))) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  }
}
