import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { orders, type Order } from "~/db/schema/orders";
import { paymentCheckouts, paymentEvents } from "~/db/schema/payments";
import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { recordActivity } from "~/modules/activity/activity.server";
import { queueEmail, wakeOutboxSender } from "~/modules/email/outbox.server";
import { outOfStock } from "~/modules/checkout/checkout.server";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import { confirmationData } from "./order-email";
import { applyProviderRefund, type RefundedCharge } from "./refunds.server";
import { generateOrderNumber } from "./order-number";

// Orders: created once per payment by the checkout, read by the confirmation and tracking pages,
// managed in the back office. Keep each caller's functions in its own block below.

export async function getOrderByNumber(db: Db, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
  return row ?? null;
}

// ---- checkout: order creation ----------------------------------------------------------------------

export type OrderDeps = { provider: PaymentProvider; config: Config; logger: Logger };

/** Thrown inside the savepoint to undo the stock already taken for earlier lines. */
class StockRanOut extends Error {
  constructor(readonly domainError: DomainError) {
    super(domainError.message);
  }
}

/**
 * Turns a paid checkout into an order, once per payment id: from the browser's confirm call or from the
 * payment webhook, whichever comes first; the other (and any replay) gets the same order back.
 * The provider must say the payment succeeded for exactly the priced total. Stock is taken in the same
 * transaction with a guard that never lets it go below zero; if it ran out meanwhile, the payment is
 * refunded and the shopper told so, and no order is written.
 */
export async function confirmPayment(db: Db, deps: OrderDeps, paymentId: string): Promise<{ order: Order; created: boolean }> {
  const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.paymentId, paymentId)).limit(1);
  if (!checkout) throw new DomainError("not_found", "We could not find that payment.");
  const [existing] = await db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  if (existing) return { order: existing, created: false };
  if (checkout.failureMessage) throw new DomainError("out_of_stock", checkout.failureMessage);

  const payment = await deps.provider.retrievePayment(paymentId);
  if (payment.status !== "succeeded") {
    if (payment.status === "refunded" || payment.status === "canceled") {
      throw new DomainError("payment_failed", "This payment was cancelled, so no order was placed.");
    }
    throw new DomainError("payment_failed", payment.lastError ?? "Payment failed. Please try again.");
  }
  if (payment.amount !== checkout.total) {
    deps.logger.error({ paymentId, paid: payment.amount, expected: checkout.total }, "payment amount differs from the priced checkout");
    throw new DomainError("payment_failed", "The payment amount does not match your order. Please contact support.");
  }

  const outcome = await db.transaction(async (tx) => {
    // One confirmer per payment at a time: the webhook and the browser queue here.
    const [locked] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.paymentId, paymentId)).for("update");
    const [already] = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
    if (already) return { order: already, created: false } as const;
    if (locked.failureMessage) return { failure: new DomainError("out_of_stock", locked.failureMessage) } as const;
    try {
      const order = await tx.transaction(async (sp) => {
        // The order row first, the stock rows last: a popular product's row stays locked only from its
        // UPDATE to COMMIT, so shoppers buying the same console queue for as short a time as possible.
        const order = await insertOrder(sp as unknown as Db, locked);
        // Its timeline entries and confirmation email before the stock rows, for the same reason.
        await recordOrderPlaced(sp as unknown as Db, order);
        const wanted = new Map<string, { name: string; quantity: number }>();
        for (const item of locked.items) {
          if (item.type !== "product") continue; // add-ons are not stock-counted
          const entry = wanted.get(item.productId) ?? { name: item.name, quantity: 0 };
          entry.quantity += item.quantity;
          wanted.set(item.productId, entry);
        }
        // A fixed order of row locks, so two orders for the same products cannot deadlock.
        for (const [productId, { name, quantity }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
          const [taken] = await sp
            .update(products)
            .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
            .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
            .returning({ id: products.id });
          if (!taken) {
            const [left] = await sp.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
            throw new StockRanOut(outOfStock(name, left?.stock ?? 0));
          }
        }
        return order;
      });
      return { order, created: true } as const;
    } catch (err) {
      if (!(err instanceof StockRanOut)) throw err;
      const message = `${err.message} Your payment has been refunded and no order was placed.`;
      await tx.update(paymentCheckouts).set({ failureMessage: message }).where(eq(paymentCheckouts.paymentId, paymentId));
      return { failure: new DomainError("out_of_stock", message) } as const;
    }
  });

  if ("failure" in outcome) {
    try {
      await deps.provider.refund(paymentId);
    } catch (err) {
      deps.logger.error({ err, paymentId }, "refund after a sold-out order failed: refund it by hand");
    }
    throw outcome.failure;
  }
  if (outcome.created) await notifyStoreChanged("stock"); // the product page shows low stock and sold out
  if (outcome.created) wakeOutboxSender();
  return outcome;
}

async function insertOrder(db: Db, checkout: typeof paymentCheckouts.$inferSelect): Promise<Order> {
  // A (vanishingly rare) order-number clash inserts nothing and draws again: no savepoint per attempt.
  // The payment id cannot clash here, since the caller holds this payment's checkout row locked.
  for (let attempt = 0; attempt < 4; attempt++) {
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: generateOrderNumber(),
        customerName: checkout.customerName,
        email: checkout.email,
        emailOffers: checkout.emailOffers,
        items: checkout.items,
        shippingAddress: checkout.shippingAddress,
        shippingMethod: checkout.shippingMethod,
        subtotal: checkout.subtotal,
        shippingCost: checkout.shippingCost,
        vat: checkout.vat,
        total: checkout.total,
        paymentProvider: checkout.provider,
        paymentId: checkout.paymentId,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (order) return order;
  }
  throw new Error("could not draw a free order number");
}

/**
 * The new order's first timeline entries and its confirmation email, in the order's own transaction:
 * the email exists exactly when the order does, and goes out from the outbox (no SMTP in this path).
 */
async function recordOrderPlaced(tx: Db, order: Order) {
  const target = { targetType: "order", targetId: order.id, targetLabel: order.orderNumber };
  const customer = `${order.customerName} <${order.email}>`;
  await recordActivity(tx, null, { ...target, action: "order.place", summary: `Order placed by ${customer}: ${itemCount(order)} for ${formatPrice(order.total)}` });
  await recordActivity(tx, null, {
    ...target,
    action: "order.pay",
    summary: `${formatPrice(order.total)} paid by card (${order.paymentProvider === "stripe" ? "Stripe" : "test payments"}, ${order.paymentId})`,
  });
  await queueEmail(tx, null, { template: "order_confirmation", to: order.email, data: confirmationData(order), order, dedupeKey: `order_confirmation:${order.id}` });
}

const itemCount = (order: Order) => {
  const n = order.items.reduce((sum, i) => sum + i.quantity, 0);
  return `${n} item${n === 1 ? "" : "s"}`;
};

/** What the public confirmation page shows: no email address or phone number. */
export async function getOrderConfirmation(db: Db, orderNumber: string) {
  const order = await getOrderByNumber(db, orderNumber);
  if (!order) return null;
  const { fullName, streetAddress, apartment, city, postcode, country } = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate.toISOString(),
    items: order.items.map(({ name, image, variant, quantity, price }) => ({ name, image, variant, quantity, price })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    shippingMethod: order.shippingMethod,
    vat: order.vat,
    total: order.total,
    shippingAddress: { fullName, streetAddress, apartment, city, postcode, country },
    emailHint: maskEmail(order.email),
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
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
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
    orderNumber = (await applyProviderRefund(db, event.data.object as RefundedCharge)).orderNumber;
  }
  // Recorded after handling: if handling failed, Stripe's redelivery gets another go.
  await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { duplicate: false, orderNumber };
}
