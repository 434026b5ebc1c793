// Returns: the operator (or the customer, from their order page) records what is being sent back and why,
// and the customer is emailed how to send it. A return is closed on its screen when the parcel arrives
// (return-receipt.server.ts), or cancelled while no money has moved.
import { and, asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds, orderReturns, orders } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { parseInput } from "~/lib/validation";
import { recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { queueEmail, toOrderCustomer } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";

import { addressedTo, emailLines } from "./order-email";
import { RecordReturnSchema, type RecordReturnForm } from "./orders.schema";
import { count, describeLines, lockOrder, refundable, target } from "./refund-ledger.server";
import { CancelReturnSchema, returnReference, type CancelReturn } from "./returns.schema";

export async function listReturns(db: Db, orderId: string) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.createdAt));
}

/**
 * Records a return on a shipped or delivered order (never more of a line than is neither refunded nor
 * returning) and emails the customer how to send it back.
 */
export async function recordReturn(db: Db, form: RecordReturnForm, actor?: Actor | null) {
  const input = parseInput(RecordReturnSchema, form);
  const created = await db.transaction(async (tx) => {
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
    const reference = returnReference(row.id);
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.return",
      summary: `Return ${reference} recorded: ${describeLines(order, lines)} (${input.reason})`,
      snapshot: { returnId: row.id },
    });
    // how to send it back: the address, the reference to put in the parcel, and the shop's returns terms
    const instructions = { ...addressedTo(order), reference, lines: emailLines(order, lines) };
    await queueEmail(tx, actor, toOrderCustomer(order, "order_return_instructions", instructions, row.id));
    return row;
  });
  wakeOutboxSender();
  return created;
}

/** The return screen: one return of an order, with what may still be refunded and restocked for it. */
export async function getReturn(db: Db, orderId: string, returnId: string) {
  // an address's id that is not a uuid names no return (and never reaches the database as one)
  if (!IdSchema.safeParse({ id: returnId }).success) return null;
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/**
 * Closes an open return with nothing refunded or restocked (recorded by mistake, or the customer kept the
 * items): no money moved, so it is also how Activity undoes recording one.
 */
export async function cancelReturn(db: Db, form: CancelReturn, actor?: Actor | null, options: WriteOptions = {}) {
  const { returnId } = parseInput(CancelReturnSchema, form);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).limit(1);
    if (!found) throw new DomainError("not_found", "Return not found");
    const order = await lockOrder(tx, found.orderId);
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for("update");
    if (ret.status === "cancelled") return ret;
    if (ret.status !== "open")
      throw new DomainError("conflict", "This return has been received and refunded, so it cannot be cancelled.");
    const [cancelled] = await tx
      .update(orderReturns)
      .set({ status: "cancelled" })
      .where(eq(orderReturns.id, ret.id))
      .returning();
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.return_cancelled",
      summary: `Return ${returnReference(ret.id)} cancelled: ${describeLines(order, ret.lines)}; nothing refunded`,
      undoOfId: options.undoOfId,
    });
    return cancelled;
  });
}

/**
 * The return screen's data: the order's lines, the return, what may still be received, refunded and
 * restocked for each of its lines, and (once received) the refund it gave.
 */
export async function getReturnScreen(db: Db, orderNumber: string, returnId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order) return null;
  const ret = await getReturn(db, order.id, returnId);
  if (!ret) return null;
  const left = await refundable(db, order);
  const [refund] = ret.refundId
    ? await db.select().from(orderRefunds).where(eq(orderRefunds.id, ret.refundId)).limit(1)
    : [];
  return {
    order: { id: order.id, orderNumber: order.orderNumber, items: order.items, email: order.email },
    ret: { ...ret, reference: returnReference(ret.id) },
    left: { amount: left.amount, lines: left.lines },
    refund: refund
      ? {
          amount: refund.amount,
          status: refund.status,
          returnPostage: refund.returnPostage,
          deduction: refund.deduction,
          deductionReason: refund.deductionReason,
          restocked: refund.restocked,
        }
      : null,
  };
}
