import { and, asc, eq, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds, orders, type Order, type OrderRefund, type RefundLine } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { queueEmail, toOrderCustomer } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { invoiceSupplier, issueCreditNote } from "~/modules/invoices/invoices.server";
import type { PaymentProvider } from "~/modules/payments/payment-provider";

import { addressedTo, cancelledData, emailLines } from "./order-email";
import { CancelOrderSchema, RefundOrderSchema, type CancelOrder, type RefundOrderForm } from "./orders.schema";
import { withAmounts } from "./refund-amounts";
import { count, describeLines, lockOrder, refundable, restock, target } from "./refund-ledger.server";

// Cancellations and refunds (ADR 002). Each runs in two steps: under the order's row lock the refund is
// written `pending` (so concurrent requests can never give back more than was paid, and a second cancel
// finds the order cancelled), stock is returned and the customer's email queued; then the provider is
// asked, with the refund row's id as idempotency key, and the row becomes succeeded or failed.
// No network call is made while the lock is held.

export type RefundDeps = { provider: PaymentProvider; logger: Logger };
export type RefundOutcome = { refund: OrderRefund; ok: true } | { refund: OrderRefund; ok: false; message: string };

/**
 * Cancels an order that has not shipped: the rest of its payment is refunded through the provider, its
 * stock returns and the customer gets the cancellation email (each unless switched off). Cancelling a
 * cancelled order changes nothing (two cancels at once refund once).
 */
export async function cancelOrder(db: Db, deps: RefundDeps, form: CancelOrder, actor?: Actor | null) {
  const input = parseInput(CancelOrderSchema, form);
  const step = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (order.status === "cancelled") return { order, alreadyCancelled: true, refund: null, returned: 0 };
    if (order.status === "shipped" || order.status === "delivered")
      throw new DomainError("conflict", "This order has shipped, so it cannot be cancelled. Refund it instead.");
    const left = await refundable(tx, order);
    const returned = input.restock ? count(await restock(tx, order, left.inStock, left.inStock)) : 0;
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    const [refund] =
      left.amount > 0
        ? await tx
            .insert(orderRefunds)
            .values({
              orderId: order.id,
              amount: left.amount,
              lines: left.lines.filter((l) => l.quantity > 0),
              restocked: returned > 0,
              reason: input.reason,
              source: "cancel",
            })
            .returning()
        : [null];
    const stockNote =
      returned > 0
        ? `; ${returned} item${returned === 1 ? "" : "s"} back in stock`
        : input.restock
          ? ""
          : "; items kept out of stock";
    const emailNote = input.notify ? "" : "; customer not emailed";
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.cancel",
      summary:
        `Order ` +
        `cancelled${input.reason ? ` (${input.reason})` : ""}${stockNote}; refunding ` +
        `${formatPrice(left.amount)}${emailNote}`,
      changes: { status: { before: order.status, after: "cancelled" } },
    });
    if (input.notify)
      await queueEmail(
        tx,
        actor,
        toOrderCustomer(order, "order_cancelled", cancelledData(order, left.amount), order.id),
      );
    return { order: cancelled, alreadyCancelled: false, refund, returned };
  });
  if (step.returned) await notifyStoreChanged("stock"); // product pages show stock: the page cache must drop them
  if (!step.alreadyCancelled) wakeOutboxSender();
  const refund = step.refund ? await sendRefund(db, deps, step.order, step.refund, actor) : null;
  return { order: step.order, alreadyCancelled: step.alreadyCancelled, refund };
}

/**
 * Refunds part or all of an order: chosen lines (their unit price times the quantity) or an amount.
 * Never more than is left of what was paid; lines can go back into stock.
 */
export async function refundOrder(db: Db, deps: RefundDeps, form: RefundOrderForm, actor?: Actor | null) {
  const input = parseInput(RefundOrderSchema, form);
  const { order, refund, restocked } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    const left = await refundable(tx, order);
    let amount: number;
    let lines: RefundLine[] = [];
    if (input.mode === "rest") {
      // everything not refunded yet, in one step: the lines left, and whatever is left of the payment
      lines = withAmounts(
        order,
        left.lines.filter((l) => l.quantity > 0),
        left.lines,
      );
      amount = left.amount;
    } else if (input.mode === "lines") {
      lines = input.lines.filter((l) => l.quantity > 0);
      for (const l of lines) {
        const item = order.items[l.index];
        if (!item) throw new DomainError("invalid_input", "That item is not on this order.");
        const max = left.lines[l.index].quantity;
        if (l.quantity > max) {
          throw new DomainError(
            "invalid_input",
            `You can refund at most ${max} × ${item.name}${max === 0 ? " (all refunded already)" : ""}.`,
            {
              [`quantity-${l.index}`]: `At most ${max}`,
            },
          );
        }
      }
      // each line keeps what it gives back, so its credit note lists it with its share of any discount
      lines = withAmounts(order, lines, left.lines);
      amount = lines.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    } else {
      amount = input.amount ?? 0;
    }
    if (amount <= 0 && input.mode === "rest")
      throw new DomainError("conflict", "This order has been refunded in full already.");
    if (amount <= 0)
      throw new DomainError("invalid_input", "Enter an amount to refund", { amount: "Enter an amount to refund" });
    if (amount > left.amount) {
      const message =
        left.amount === 0
          ? "This order has been refunded in full already."
          : input.mode === "lines"
            ? `Those items come to ${formatPrice(amount)}, but only ${formatPrice(left.amount)} is left to ` +
              `refund on this order: use “Refund the rest” to refund ${formatPrice(left.amount)}.`
            : `You can refund at most ${formatPrice(left.amount)} more on this order.`;
      throw new DomainError("conflict", message, { amount: message });
    }
    const restocked = input.restock && lines.length > 0 ? count(await restock(tx, order, lines, left.inStock)) : 0;
    const [refund] = await tx
      .insert(orderRefunds)
      .values({ orderId: order.id, amount, lines, restocked: restocked > 0, reason: input.reason, source: "admin" })
      .returning();
    const what = lines.length ? `: ${describeLines(order, lines)}${restocked ? ", back in stock" : ""}` : "";
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.refund",
      summary: `Refund of ${formatPrice(amount)} started${what}${input.reason ? ` (${input.reason})` : ""}`,
    });
    return { order, refund, restocked };
  });
  if (restocked) await notifyStoreChanged("stock");
  return sendRefund(db, deps, order, refund, actor);
}

/** Asks the provider for a pending refund and records what happened; the customer hears of a success. */
export async function sendRefund(
  db: Db,
  deps: RefundDeps,
  order: Order,
  refund: OrderRefund,
  actor?: Actor | null,
): Promise<RefundOutcome> {
  let providerRefundId: string;
  try {
    providerRefundId = (await deps.provider.createRefund(order.paymentId, refund.amount, `refund-${refund.id}`)).id;
  } catch (err) {
    const message = err instanceof DomainError ? err.message : "The payment service did not answer.";
    if (!(err instanceof DomainError))
      deps.logger.error({ err, orderNumber: order.orderNumber, refundId: refund.id }, "refund failed");
    const [failed] = await db.transaction(async (tx) => {
      await lockOrder(tx, order.id); // queue behind a webhook applying the same money
      await recordActivity(tx, actor, {
        ...target(order),
        action: "order.refund_failed",
        summary: `Refund of ${formatPrice(refund.amount)} failed: ${message} Nothing was refunded.`,
      });
      return tx
        .update(orderRefunds)
        .set({ status: "failed", failureMessage: message, updatedAt: new Date() })
        .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")))
        .returning();
    });
    return { refund: failed ?? refund, ok: false, message };
  }
  const supplier = await invoiceSupplier(db);
  const done = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const [row] = await tx
      .update(orderRefunds)
      .set({ status: "succeeded", providerRefundId, updatedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")))
      .returning();
    if (!row) return refund;
    const [paid] = await tx
      .update(orders)
      .set({ refundedTotal: sql`${orders.refundedTotal} + ${refund.amount}`, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning({ total: orders.total, refundedTotal: orders.refundedTotal });
    await issueCreditNote(tx, locked, row, supplier);
    await recordActivity(tx, actor, {
      ...target(order),
      action: "order.refund_succeeded",
      summary: `${formatPrice(refund.amount)} refunded to the card (${providerRefundId})`,
    });
    if (refund.source === "admin") {
      const refunded = {
        ...addressedTo(order),
        amount: refund.amount,
        lines: emailLines(order, refund.lines),
        remaining: Math.max(0, paid.total - paid.refundedTotal),
      };
      await queueEmail(tx, actor, toOrderCustomer(order, "order_refunded", refunded, refund.id));
    }
    return row;
  });
  wakeOutboxSender();
  return { refund: done, ok: true };
}

/** A refund older than this and still `pending` was left by a process that stopped mid-way. */
export const STALLED_REFUND_MS = 2 * 60_000;

/**
 * Refunds a crash left `pending` (written, but the provider's answer never recorded): each is asked for
 * again with the same idempotency key, so the money moves once and the order, its timeline and the
 * customer's email catch up. Run at every start, like the checkout reconciliation.
 */
export async function resumeStalledRefunds(
  db: Db,
  deps: RefundDeps,
  options: { now?: Date; shouldStop?: () => boolean } = {},
) {
  const before = new Date((options.now ?? new Date()).getTime() - STALLED_REFUND_MS);
  const stalled = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.status, "pending"), lt(orderRefunds.createdAt, before)))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(1000);
  const report = { resumed: 0, succeeded: 0, failed: 0 };
  for (const { refund, order } of stalled) {
    if (options.shouldStop?.()) break;
    report.resumed++;
    const outcome = await sendRefund(db, deps, order, refund, null);
    if (outcome.ok) report.succeeded++;
    else report.failed++;
  }
  return report;
}
