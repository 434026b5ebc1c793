// Refunds made outside the shop (Stripe's dashboard), recorded on the order from the provider's event.
import { eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds, orders } from "~/db/schema/orders";
import { formatPrice } from "~/lib/money";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import { invoiceSupplier, issueCreditNote } from "~/modules/invoices/invoices.server";

import { RefundedChargeSchema } from "./orders.schema";
import { committedRefunds, target } from "./refund-ledger.server";

/**
 * Stripe's `charge.refunded`: money given back outside the shop (Stripe's dashboard) appears on the
 * order once. The charge says how much has been refunded in all; whatever the order's refunds do not
 * already account for is recorded, so a redelivery, or the event for a refund made here, adds nothing.
 */
export async function applyProviderRefund(db: Db, event: unknown) {
  const charge = parseInput(RefundedChargeSchema, event);
  const paymentId = charge.payment_intent;
  const refunded = charge.amount_refunded;
  const supplier = await invoiceSupplier(db);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).for("update").limit(1);
    if (!order) return { applied: 0 };
    const committed = await committedRefunds(tx, order.id);
    const unknown = Math.min(refunded, order.total) - committed.amount;
    if (unknown <= 0) return { applied: 0, orderNumber: order.orderNumber };
    const known = new Set(
      (
        await tx
          .select({ id: orderRefunds.providerRefundId })
          .from(orderRefunds)
          .where(eq(orderRefunds.orderId, order.id))
      ).map((r) => r.id),
    );
    const outside = (charge.refunds?.data ?? [])
      .map((r) => r.id)
      .find((id): id is string => typeof id === "string" && !known.has(id));
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amount: unknown,
        status: "succeeded",
        source: "provider",
        providerRefundId: outside ?? null,
        reason: "Refunded in Stripe",
      })
      .returning();
    await issueCreditNote(tx, order, refund, supplier);
    await tx
      .update(orders)
      .set({ refundedTotal: sql`${orders.refundedTotal} + ${unknown}`, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordActivity(tx, null, {
      ...target(order),
      action: "order.refund_succeeded",
      summary: `${formatPrice(unknown)} refunded in Stripe's dashboard${outside ? ` (${outside})` : ""}`,
    });
    return { applied: unknown, orderNumber: order.orderNumber };
  });
}
