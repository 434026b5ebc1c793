import { and, asc, eq, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";

import { confirmPayment, type OrderDeps } from "./order-placement.server";

// Crash reconciliation (ADR 020): a payment can succeed at the provider while no order exists yet —
// the server was killed between the card and the confirm call, or the shopper's browser never came
// back. At every start the shop asks the provider about each stored checkout that has neither an
// order nor an outcome, and gives every paid one its order through the same confirmPayment the
// browser and the webhook use (stock guard, one order per payment, refund when sold out).

/**
 * An unpaid checkout older than this is abandoned: its payment is cancelled so it can never be paid without an order.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export type ReconcileReport = {
  checked: number;
  /** order numbers created for payments that had succeeded without one */
  ordersCreated: string[];
  /** paid, but refused (sold out meanwhile) and refunded */
  refunded: number;
  /** settled without an order: cancelled, refunded, unknown to the provider, or abandoned */
  closed: number;
  /** still waiting for the shopper to pay */
  open: number;
  failed: number;
};

export type ReconcileOptions = { now?: Date; limit?: number; shouldStop?: () => boolean };

export async function reconcileCheckouts(
  db: Db,
  deps: OrderDeps,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const report: ReconcileReport = { checked: 0, ordersCreated: [], refunded: 0, closed: 0, open: 0, failed: 0 };
  const pending = await db
    .select({ paymentId: paymentCheckouts.paymentId, createdAt: paymentCheckouts.createdAt })
    .from(paymentCheckouts)
    .leftJoin(orders, eq(orders.paymentId, paymentCheckouts.paymentId))
    .where(and(isNull(orders.id), isNull(paymentCheckouts.failureMessage), isNull(paymentCheckouts.reconciledAt)))
    .orderBy(asc(paymentCheckouts.createdAt))
    .limit(options.limit ?? 1000);

  const settle = (paymentId: string) =>
    db.update(paymentCheckouts).set({ reconciledAt: now }).where(eq(paymentCheckouts.paymentId, paymentId));

  for (const checkout of pending) {
    if (options.shouldStop?.()) break;
    report.checked++;
    try {
      const payment = await deps.provider.retrievePayment(checkout.paymentId);
      if (payment.status === "succeeded") {
        const { order, created } = await confirmPayment(db, deps, checkout.paymentId);
        if (created) {
          report.ordersCreated.push(order.orderNumber);
          deps.logger.warn(
            { paymentId: checkout.paymentId, orderNumber: order.orderNumber },
            "created the missing order of a paid checkout",
          );
        }
      } else if (payment.status === "canceled" || payment.status === "refunded") {
        await settle(checkout.paymentId);
        report.closed++;
      } else if (now.getTime() - checkout.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await deps.provider.cancel(checkout.paymentId);
        await settle(checkout.paymentId);
        report.closed++;
      } else {
        report.open++;
      }
    } catch (err) {
      if (err instanceof DomainError && err.code === "out_of_stock") {
        report.refunded++; // confirmPayment recorded the failure and refunded the payment
      } else if (err instanceof DomainError && err.code === "not_found") {
        await settle(checkout.paymentId);
        report.closed++;
      } else {
        // The provider is down, say: the next start tries again.
        report.failed++;
        deps.logger.error(
          { err, paymentId: checkout.paymentId },
          "could not reconcile a checkout; the next start retries",
        );
      }
    }
  }
  return report;
}
