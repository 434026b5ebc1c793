// Returns: the operator records what a customer is sending back and why; when the parcel arrives,
// "Received" refunds those items and puts them back in stock, once, and emails the customer.
import { and, asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds, orderReturns, type RefundLine } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { queueEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";

import { emailLines } from "./order-email";
import { ReceiveReturnSchema, RecordReturnSchema, type ReceiveReturn, type RecordReturnForm } from "./orders.schema";
import { withAmounts } from "./refund-amounts";
import { count, describeLines, lockOrder, refundable, restock, target } from "./refund-ledger.server";
import { sendRefund, type RefundDeps } from "./refunds.server";

export async function listReturns(db: Db, orderId: string) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.createdAt));
}

/** Records a return on a shipped or delivered order: never more of a line than is neither refunded nor returning. */
export async function recordReturn(db: Db, form: RecordReturnForm, actor?: Actor | null) {
  const input = parseInput(RecordReturnSchema, form);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (order.status !== "shipped" && order.status !== "delivered")
      throw new DomainError(
        "conflict",
        "Only a shipped or delivered order can have a return. Cancel or refund it instead.",
      );
    const left = await refundable(tx, order);
    const open = await tx
      .select({ lines: orderReturns.lines })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.status, "open")));
    const lines = input.lines.filter((l) => l.quantity > 0);
    for (const l of lines) {
      const item = order.items[l.index];
      if (!item) throw new DomainError("invalid_input", "That item is not on this order.");
      const returning = open.flatMap((r) => r.lines).filter((r) => r.index === l.index);
      const max = Math.max(0, left.lines[l.index].quantity - count(returning));
      if (l.quantity > max)
        throw new DomainError("invalid_input", `At most ${max} × ${item.name} can still be returned.`, {
          [`quantity-${l.index}`]: `At most ${max}`,
        });
    }
    const [row] = await tx.insert(orderReturns).values({ orderId: order.id, lines, reason: input.reason }).returning();
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.return",
      summary: `Return recorded: ${describeLines(order, lines)} (${input.reason})`,
    });
    return row;
  });
}

/**
 * The return arrived: its items go back in stock and their price is refunded (never more than is left
 * of the payment), the customer gets the return email. A second "Received" changes nothing.
 */
export async function receiveReturn(db: Db, deps: RefundDeps, form: ReceiveReturn, actor?: Actor | null) {
  const { returnId } = parseInput(ReceiveReturnSchema, form);
  const [found] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId)).limit(1);
  if (!found) throw new DomainError("not_found", "Return not found");
  const step = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for("update");
    if (ret.status !== "open") return { order, alreadyReceived: true as const };
    const left = await refundable(tx, order);
    const lines: RefundLine[] = withAmounts(
      order,
      ret.lines
        .map((l) => ({ index: l.index, quantity: Math.min(l.quantity, left.lines[l.index]?.quantity ?? 0) }))
        .filter((l) => l.quantity > 0),
      left.lines,
    );
    const linesTotal = lines.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    const amount = Math.min(linesTotal, left.amount);
    const restocked = count(await restock(tx, order, ret.lines, left.inStock));
    const [refund] =
      amount > 0
        ? await tx
            .insert(orderRefunds)
            .values({
              orderId: order.id,
              amount,
              lines,
              restocked: restocked > 0,
              reason: ret.reason,
              source: "return",
            })
            .returning()
        : [null];
    await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: new Date(), refundId: refund?.id ?? null })
      .where(eq(orderReturns.id, ret.id));
    const stock = restocked ? `; ${restocked} back in stock` : "";
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.return_received",
      summary: `Return received: ${describeLines(order, ret.lines)}${stock}; refunding ${formatPrice(amount)}`,
    });
    await queueEmail(tx, actor, {
      template: "order_return_received",
      to: order.email,
      data: {
        orderNumber: order.orderNumber,
        customerName: order.shippingAddress.fullName,
        amount,
        lines: emailLines(order, ret.lines),
      },
      order,
      dedupeKey: `order_return_received:${ret.id}`,
    });
    return { order, alreadyReceived: false as const, refund, restocked };
  });
  if (step.alreadyReceived) return { alreadyReceived: true, refund: null };
  if (step.restocked) await notifyStoreChanged("stock");
  wakeOutboxSender();
  const refund = step.refund ? await sendRefund(db, deps, step.order, step.refund, actor) : null;
  return { alreadyReceived: false, refund };
}
