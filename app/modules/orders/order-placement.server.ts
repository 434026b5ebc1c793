// Placing an order: a paid checkout becomes an order once per payment, with its stock, timeline and
// confirmation email in one transaction (ADR 020, ADR 020).
import { eq, sql } from "drizzle-orm";

import { preparedStatement, type Db, type Tx } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";
import { paymentCheckouts } from "~/db/schema/payments";
import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { formatPrice } from "~/lib/money";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { StockRanOut, takeStock } from "~/modules/catalog/inventory.server";
import { newOrderNoticeAddress, queueEmail, toOrderCustomer } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { invoicePath } from "~/modules/invoices/invoice-link.server";
import { invoiceSupplier, issueInvoice } from "~/modules/invoices/invoices.server";
import type { PaymentProvider } from "~/modules/payments/payment-provider";
import { CodeRefused, redeemCode } from "~/modules/promotions/discount-codes.server";
import type { DeliveryCalendar } from "~/modules/settings/delivery-dates";
import { getDeliveryCalendar } from "~/modules/settings/delivery-dates.server";
import { subscribeFromCheckout } from "~/modules/subscribers/subscribers.server";

import { confirmationData, emailLines, paymentMethodLabel } from "./order-email";
import { generateOrderNumber } from "./order-number";

export type OrderDeps = { provider: PaymentProvider; config: Config; logger: Logger };

type Outcome = { order: Order; created: boolean; stockShownChanged?: boolean } | { failure: DomainError };

// The checkout and the order already placed for it (a replay), in one read: every confirm's first.
const checkoutWithOrder = preparedStatement((db) =>
  db
    .select({ checkout: paymentCheckouts, order: orders })
    .from(paymentCheckouts)
    .leftJoin(orders, eq(orders.paymentId, paymentCheckouts.paymentId))
    .where(eq(paymentCheckouts.paymentId, sql.placeholder("paymentId")))
    .limit(1)
    .prepare("checkout_with_order"),
);

/**
 * Turns a paid checkout into an order, once per payment id: from the browser's confirm call or from the
 * payment webhook, whichever comes first; the other (and any replay) gets the same order back.
 * The provider must say the payment succeeded for exactly the priced total. Stock is taken in the same
 * transaction with a guard that never lets it go below zero; if it ran out meanwhile, the payment is
 * refunded and the shopper told so, and no order is written.
 */
export async function confirmPayment(
  db: Db,
  deps: OrderDeps,
  paymentId: string,
): Promise<{ order: Order; created: boolean }> {
  const [found] = await checkoutWithOrder(db).execute({ paymentId });
  if (!found) throw new DomainError("not_found", "We could not find that payment.");
  const { checkout, order: existing } = found;
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
    deps.logger.error(
      { paymentId, paid: payment.amount, expected: checkout.total },
      "payment amount differs from the priced checkout",
    );
    throw new DomainError("payment_failed", "The payment amount does not match your order. Please contact support.");
  }

  const supplier = await invoiceSupplier(db);
  const noticeTo = await newOrderNoticeAddress(db);
  // read through the shop's kept settings, before the transaction: read on it, it would be a statement more
  const calendar = await getDeliveryCalendar(db);
  const outcome: Outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      // One confirmer per payment at a time: the webhook and the browser queue here.
      const [locked] = await tx
        .select()
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.paymentId, paymentId))
        .for("update");
      if (locked.failureMessage) return { failure: new DomainError("out_of_stock", locked.failureMessage) };
      // The order row first, the stock rows last: a popular product's row stays locked only from its
      // UPDATE to COMMIT, so shoppers buying the same console queue for as short a time as possible.
      const placed = await insertOrder(tx, locked);
      if (!placed.created) return placed; // the confirmer we queued behind placed it
      // Its timeline entries and confirmation email before the stock rows, for the same reason.
      await recordOrderPlaced(tx, placed.order, calendar, {
        card: payment.card,
        invoicePath: invoicePath(deps.config, placed.order.orderNumber),
      });
      // the shop's own new-order email, when switched on: a statement more per order only then
      if (noticeTo) await queueNewOrderNotice(tx, placed.order, noticeTo);
      // the newsletter tick at checkout is the shopper's consent to marketing
      if (placed.order.emailOffers) await subscribeFromCheckout(tx, placed.order.email);
      // Throws StockRanOut when a product ran out, which rolls back the order and everything above.
      const stockShownChanged = await takeStock(tx, locked.items);
      // The code's use after the stock rows, for the same reason: a popular code is one row every order
      // using it queues on. Throws CodeRefused when it is used up (or by this address), rolling back.
      if (locked.discountCode) await redeemCode(tx, locked.discountCode, locked.email, paymentId);
      // The VAT invoice last of all: its number's counter is one row every order queues on until COMMIT.
      await issueInvoice(tx, placed.order, supplier, paymentMethodLabel(payment.card));
      return { ...placed, stockShownChanged };
    })
    .catch((err: unknown) => {
      if (!(err instanceof StockRanOut) && !(err instanceof CodeRefused)) throw err;
      return recordSoldOut(db, paymentId, err);
    });

  if ("failure" in outcome) {
    try {
      await deps.provider.refund(paymentId);
      // the card was charged: the shopper is told it was given back, once per payment (its dedupe key)
      await queueEmail(db, null, {
        template: "payment_refunded",
        to: checkout.email,
        data: { customerName: checkout.customerName, amount: checkout.total, reason: outcome.failure.message },
        dedupeKey: `payment_refunded:${paymentId}`,
      });
      wakeOutboxSender();
    } catch (err) {
      deps.logger.error({ err, paymentId }, "refund after a sold-out order failed: refund it by hand");
    }
    throw outcome.failure;
  }
  // Cached product pages go only when the order changed what they show: low stock, its count, sold out.
  if (outcome.created && outcome.stockShownChanged) await notifyStoreChanged("stock");
  if (outcome.created) wakeOutboxSender();
  return { order: outcome.order, created: outcome.created };
}

/**
 * A sold-out attempt rolled back whole (order, timeline, email, stock already taken); the refusal is
 * recorded on the checkout in a transaction of its own, under the same lock, so every replay repeats
 * it. Without a savepoint around each attempt, an order costs two round trips fewer; this rare path
 * pays them instead. A confirmer that got in between has settled the payment: its answer stands.
 */
async function recordSoldOut(
  db: Db,
  paymentId: string,
  { domainError: soldOut }: { domainError: DomainError },
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const [locked] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.paymentId, paymentId))
      .for("update");
    const [placed] = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
    if (placed) return { order: placed, created: false };
    if (locked.failureMessage) return { failure: new DomainError("out_of_stock", locked.failureMessage) };
    const message = `${soldOut.message} Your payment has been refunded and no order was placed.`;
    await tx.update(paymentCheckouts).set({ failureMessage: message }).where(eq(paymentCheckouts.paymentId, paymentId));
    return { failure: new DomainError("out_of_stock", message) };
  });
}

/**
 * Inserts the checkout's order, or finds the one already placed for this payment. The caller holds the
 * payment's checkout row locked, so a confirmer that queued behind another finds its order here (the
 * insert sees committed rows): one statement instead of a look-up before every insert. A (vanishingly
 * rare) order-number clash inserts nothing either, finds no order, and draws again.
 */
async function insertOrder(
  db: Db,
  checkout: typeof paymentCheckouts.$inferSelect,
): Promise<{ order: Order; created: boolean }> {
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
        discountCode: checkout.discountCode,
        discount: checkout.discount,
        paymentProvider: checkout.provider,
        paymentId: checkout.paymentId,
      })
      .onConflictDoNothing() // on the order number or on the payment id
      .returning();
    if (order) return { order, created: true };
    const [placed] = await db.select().from(orders).where(eq(orders.paymentId, checkout.paymentId)).limit(1);
    if (placed) return { order: placed, created: false };
  }
  throw new Error("could not draw a free order number");
}

/**
 * The new order's first timeline entries and its confirmation email, in the order's own transaction:
 * the email exists exactly when the order does, and goes out from the outbox (no SMTP in this path).
 * One statement writes the email and all three entries (placed, paid, email queued): the order's id is
 * new, so the email is never a duplicate that would leave the entries out.
 */
async function recordOrderPlaced(
  tx: Tx,
  order: Order,
  calendar: DeliveryCalendar,
  paid: Parameters<typeof confirmationData>[1],
) {
  const target = { targetType: "order", targetId: order.id, targetLabel: order.orderNumber };
  const customer = `${order.customerName} <${order.email}>`;
  const provider = order.paymentProvider === "stripe" ? "Stripe" : "test payments";
  await queueEmail(tx, null, {
    ...toOrderCustomer(order, "order_confirmation", confirmationData(order, paid, calendar), order.id),
    timelineBefore: [
      {
        ...target,
        action: "order.place",
        summary: `Order placed by ${customer}: ${itemCount(order)} for ${formatPrice(order.total)}`,
      },
      {
        ...target,
        action: "order.pay",
        summary: `${formatPrice(order.total)} paid by card (${provider}, ${order.paymentId})`,
      },
    ],
  });
}

/** The shop's email about a paid order (Settings → Email), once per order. */
async function queueNewOrderNotice(tx: Tx, order: Order, to: string) {
  await queueEmail(tx, null, {
    template: "new_order_notice",
    to,
    data: {
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      email: order.email,
      items: emailLines(order),
      total: order.total,
    },
    order,
    dedupeKey: `new_order_notice:${order.id}`,
  });
}

const itemCount = (order: Order) => {
  const n = order.items.reduce((sum, i) => sum + i.quantity, 0);
  return `${n} item${n === 1 ? "" : "s"}`;
};
