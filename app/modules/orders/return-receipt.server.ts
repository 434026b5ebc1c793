// A return's parcel arrived: the operator says, on the return screen, what came back, which of it goes
// back on the shelf (a faulty unit does not), and what is refunded: the items at what was paid for them,
// plus return postage, less a deduction with its reason. The refund runs through the refund ledger and
// the card provider like every other (ADR 002), once; the customer gets the return email.
import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds, orderReturns, orders, type RefundLine } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { queueEmail, toOrderCustomer } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";

import { addressedTo, emailLines } from "./order-email";
import { ReceiveReturnSchema, type ReceiveReturn } from "./orders.schema";
import { withAmounts } from "./refund-amounts";
import { count, describeLines, lockOrder, refundable, restock, target } from "./refund-ledger.server";
import { sendRefund, type RefundDeps } from "./refunds.server";
import { ProcessReturnSchema, returnReference, returnRefundTotal, type ProcessReturnForm } from "./returns.schema";

/**
 * Receives a return with the operator's choices: per line how many arrived and whether they are restocked,
 * and the refund's postage and deduction. Never more than is left of the payment; a second receipt of the
 * same return changes nothing.
 */
export async function processReturn(db: Db, deps: RefundDeps, form: ProcessReturnForm, actor?: Actor | null) {
  const input = parseInput(ProcessReturnSchema, form);
  const [found] = await db.select().from(orderReturns).where(eq(orderReturns.id, input.returnId)).limit(1);
  if (!found) throw new DomainError("not_found", "Return not found");
  const step = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, found.id)).for("update");
    if (ret.status === "cancelled") throw new DomainError("conflict", "This return was cancelled.");
    if (ret.status !== "open") return { order, alreadyReceived: true as const };
    const left = await refundable(tx, order);
    const received: RefundLine[] = [];
    for (const l of input.lines.filter((line) => line.quantity > 0)) {
      const item = order.items[l.index];
      const coming = ret.lines.filter((r) => r.index === l.index).reduce((sum, r) => sum + r.quantity, 0);
      if (!item || coming === 0) throw new DomainError("invalid_input", "That item is not part of this return.");
      const max = Math.min(coming, left.lines[l.index]?.quantity ?? 0);
      if (l.quantity > max)
        throw new DomainError("invalid_input", `At most ${max} × ${item.name} can be received on this return.`, {
          [`quantity-${l.index}`]: `At most ${max}`,
        });
      received.push({ index: l.index, quantity: l.quantity });
    }
    if (received.length === 0)
      throw new DomainError("invalid_input", "Choose at least one item that arrived", {
        lines: "Choose at least one item that arrived",
      });
    const lines = withAmounts(order, received, left.lines);
    const items = lines.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    if (input.deduction > items + input.returnPostage)
      throw new DomainError("invalid_input", "The deduction cannot be more than the items and postage.", {
        deduction: "At most " + formatPrice(items + input.returnPostage),
      });
    const amount = returnRefundTotal({ items, returnPostage: input.returnPostage, deduction: input.deduction });
    if (amount > left.amount) {
      const message =
        `This refund comes to ${formatPrice(amount)}, but only ${formatPrice(left.amount)} is left to ` +
        "refund on this order.";
      throw new DomainError("conflict", message, { returnPostage: message });
    }
    const toShelf = received.filter((l) => input.lines.some((i) => i.index === l.index && i.restock));
    const restocked = await restock(tx, order, toShelf, left.inStock);
    const [refund] =
      amount > 0
        ? await tx
            .insert(orderRefunds)
            .values({
              orderId: order.id,
              amount,
              lines,
              restocked: restocked.length > 0,
              reason: ret.reason,
              source: "return",
              returnPostage: input.returnPostage,
              deduction: input.deduction,
              deductionReason: input.deductionReason,
            })
            .returning()
        : [null];
    await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: new Date(), refundId: refund?.id ?? null })
      .where(eq(orderReturns.id, ret.id));
    const kept = count(received) - count(restocked);
    const parts = [
      restocked.length ? `${count(restocked)} back in stock` : "",
      kept > 0 ? `${kept} kept out of stock` : "",
      `refunding ${formatPrice(amount)}`,
      input.returnPostage ? `with ${formatPrice(input.returnPostage)} return postage` : "",
      input.deduction ? `less ${formatPrice(input.deduction)} (${input.deductionReason})` : "",
    ].filter(Boolean);
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.return_received",
      summary: `Return ${returnReference(ret.id)} received: ${describeLines(order, received)}; ${parts.join("; ")}`,
      snapshot: { returnId: ret.id },
    });
    const receipt = { ...addressedTo(order), amount, lines: emailLines(order, received) };
    await queueEmail(tx, actor, toOrderCustomer(order, "order_return_received", receipt, ret.id));
    return { order, alreadyReceived: false as const, refund, restocked: restocked.length > 0 };
  });
  if (step.alreadyReceived) return { alreadyReceived: true, refund: null };
  if (step.restocked) await notifyStoreChanged("stock");
  wakeOutboxSender();
  const refund = step.refund ? await sendRefund(db, deps, step.order, step.refund, actor) : null;
  return { alreadyReceived: false, refund };
}

/** The whole return arrived as sent: every item refunded at its price and back in stock (the assistant's way). */
export async function receiveReturn(db: Db, deps: RefundDeps, form: ReceiveReturn, actor?: Actor | null) {
  const { returnId } = parseInput(ReceiveReturnSchema, form);
  const [found] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId)).limit(1);
  if (!found) throw new DomainError("not_found", "Return not found");
  if (found.status !== "open") return { alreadyReceived: found.status === "received", refund: null };
  const [order] = await db.select().from(orders).where(eq(orders.id, found.orderId)).limit(1);
  const left = await refundable(db, order);
  const lines = found.lines
    .map((l) => ({ index: l.index, quantity: Math.min(l.quantity, left.lines[l.index]?.quantity ?? 0), restock: true }))
    .filter((l) => l.quantity > 0);
  return processReturn(db, deps, { returnId, lines }, actor);
}
