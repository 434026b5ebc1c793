// What an order's refunds already hold against it, shared by cancellations, refunds and returns (ADR 002):
// the money and quantities committed, what is left to refund or restock, and the order's row lock.
import { eq } from "drizzle-orm";

import type { Db, Tx } from "~/db/client.server";
import { orderRefunds, orders, type Order, type RefundLine } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { returnStock, stockKey } from "~/modules/catalog/inventory.server";

import { emailLines } from "./order-email";

export const target = (order: Pick<Order, "id" | "orderNumber">) => ({
  targetType: "order",
  targetId: order.id,
  targetLabel: order.orderNumber,
});

/**
 * What refunds already hold against an order: money and quantities per line (pending or done), and
 * per line what went back into stock (stock returns when a refund is made, even if the provider then fails).
 */
export async function committedRefunds(tx: Db, orderId: string) {
  const rows = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const perLine = new Map<number, number>();
  const restockedPerLine = new Map<number, number>();
  let amount = 0;
  for (const r of rows) {
    if (r.restocked)
      for (const l of r.lines) restockedPerLine.set(l.index, (restockedPerLine.get(l.index) ?? 0) + l.quantity);
    if (r.status === "failed") continue;
    amount += r.amount;
    for (const l of r.lines) perLine.set(l.index, (perLine.get(l.index) ?? 0) + l.quantity);
  }
  return { amount, perLine, restockedPerLine };
}

/** What is left to refund: the amount, and per line how many may still be refunded or restocked. */
export async function refundable(tx: Db, order: Order) {
  const committed = await committedRefunds(tx, order.id);
  return {
    amount: Math.max(0, order.total - committed.amount),
    lines: order.items.map((item, index) => ({
      index,
      quantity: Math.max(0, item.quantity - (committed.perLine.get(index) ?? 0)),
    })),
    inStock: order.items.map((item, index) => ({
      index,
      quantity: Math.max(0, item.quantity - (committed.restockedPerLine.get(index) ?? 0)),
    })),
  };
}

/**
 * Puts lines back on the shelf, each into its own variant, never more of a line than has not gone back
 * already (an untracked add-on variant, a removed variant or a deleted item is skipped by inventory).
 * Returns the lines actually restocked.
 */
export async function restock(
  tx: Tx,
  order: Order,
  lines: RefundLine[],
  notYetBack: RefundLine[],
): Promise<RefundLine[]> {
  const done: RefundLine[] = [];
  for (const { index, quantity } of lines) {
    const q = Math.min(quantity, notYetBack[index]?.quantity ?? 0);
    if (!order.items[index] || q <= 0) continue;
    done.push({ index, quantity: q });
  }
  const back = await returnStock(
    tx,
    done.map(({ index, quantity }) => ({ ...order.items[index], quantity })),
  );
  return done.filter(({ index }) => back.has(stockKey(order.items[index])));
}

export const count = (lines: RefundLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

export const describeLines = (order: Order, lines: RefundLine[]) =>
  emailLines(order, lines)
    .map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ""}`)
    .join(", ");

export async function lockOrder(tx: Tx, id: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update").limit(1);
  if (!order) throw new DomainError("not_found", "Order not found");
  return order;
}
