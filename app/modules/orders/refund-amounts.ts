import type { OrderItem, RefundLine } from "~/db/schema/orders";

// What refunding items gives back. A line bought with a discount code carries its share of the code's
// amount (`codeShare`), so refunding part of it gives back its price less that share, in proportion to
// the units refunded: what the shopper actually paid for them. Counted cumulatively over the line's
// units, so refunding a line one unit at a time gives back exactly what refunding it at once would.

type Item = Pick<OrderItem, "price" | "quantity" | "codeShare">;

/** Pence of the line's code share that `units` units carry. */
const shareOf = (item: Item, units: number) =>
  item.quantity > 0 ? Math.round(((item.codeShare ?? 0) * units) / item.quantity) : 0;

/** The refund for `quantity` more units of a line of which `refundedBefore` units were refunded already. */
export function lineRefund(item: Item, quantity: number, refundedBefore = 0): number {
  const withheld = shareOf(item, refundedBefore + quantity) - shareOf(item, refundedBefore);
  return item.price * quantity - withheld;
}

/** The lines each with what refunding them gives back, given how many of each may still be refunded (`left`). */
export function withAmounts(order: { items: readonly Item[] }, lines: RefundLine[], left: RefundLine[]): RefundLine[] {
  return lines.map((l) => {
    const item = order.items[l.index];
    const before = item.quantity - (left[l.index]?.quantity ?? item.quantity);
    return { index: l.index, quantity: l.quantity, amount: lineRefund(item, l.quantity, before) };
  });
}

/** The refund for these lines, given how many of each line may still be refunded (`left`). */
export function linesRefund(order: { items: readonly Item[] }, lines: RefundLine[], left: RefundLine[]): number {
  return withAmounts(order, lines, left).reduce((sum, l) => sum + (l.amount ?? 0), 0);
}
