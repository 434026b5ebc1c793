import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { paymentEvents } from "~/db/schema/payments";
import { DomainError } from "~/lib/errors";
import { orderDelivery } from "~/modules/settings/delivery-dates";
import { getDeliveryCalendar } from "~/modules/settings/delivery-dates.server";

import { confirmPayment, type OrderDeps } from "./order-placement.server";
import { applyProviderRefund } from "./provider-refunds.server";

// Orders: created once per payment by the checkout (order-placement.server.ts, from the browser's
// confirm or from the payment webhook below), read by the confirmation and tracking pages, managed in
// the back office (order-admin.server.ts).

export async function getOrderByNumber(db: Db, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
  return row ?? null;
}

/** What the public confirmation page shows: no email address or phone number. */
export async function getOrderConfirmation(db: Db, orderNumber: string) {
  const [order, calendar] = await Promise.all([getOrderByNumber(db, orderNumber), getDeliveryCalendar(db)]);
  if (!order) return null;
  const { fullName, streetAddress, apartment, city, postcode, country } = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate.toISOString(),
    status: order.status,
    items: order.items.map(({ name, image, variant, quantity, price, bundlePercent }) => ({
      name,
      image,
      variant,
      quantity,
      price,
      ...(bundlePercent ? { bundlePercent } : {}),
    })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    shippingMethod: order.shippingMethod,
    discount: order.discount,
    discountCode: order.discountCode,
    vat: order.vat,
    total: order.total,
    shippingAddress: { fullName, streetAddress, apartment, city, postcode, country },
    emailHint: maskEmail(order.email),
    refundedTotal: order.refundedTotal,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    delivery: orderDelivery({ ...order, postcode }, calendar),
  };
}

/** "jamie.smith@example.com" -> "j***@example.com": enough to know where the receipt went. */
function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}

export type PaymentEvent = { id: string; type: string; data: { object: unknown } };

/**
 * A verified payment webhook event. `payment_intent.succeeded` creates the order when the browser never
 * came back; `charge.refunded` records a refund made outside the shop; each event id is handled once
 * (a redelivery answers `duplicate`).
 */
export async function handlePaymentEvent(db: Db, deps: OrderDeps, event: PaymentEvent) {
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  if (seen) return { duplicate: true };
  let orderNumber: string | undefined;
  if (event.type === "payment_intent.succeeded") {
    const paymentId = (event.data.object as { id?: unknown }).id;
    if (typeof paymentId !== "string") throw new DomainError("invalid_input", "The event has no payment id.");
    try {
      orderNumber = (await confirmPayment(db, deps, paymentId)).order.orderNumber;
    } catch (err) {
      // Not one of our checkouts, or refused and refunded already: nothing more to do for this event.
      if (!(err instanceof DomainError) || (err.code !== "not_found" && err.code !== "out_of_stock")) throw err;
      deps.logger.warn({ eventId: event.id, paymentId, reason: err.message }, "payment event created no order");
    }
  }
  if (event.type === "charge.refunded") {
    // A refund made in Stripe's dashboard (or the echo of one made here, which adds nothing).
    orderNumber = (await applyProviderRefund(db, event.data.object)).orderNumber;
  }
  // Recorded after handling: if handling failed, Stripe's redelivery gets another go.
  await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { duplicate: false, orderNumber };
}
