import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orderRefunds } from "~/db/schema/orders";
import { trackingCache } from "~/db/schema/tracking";
import { listActivityForTarget } from "~/modules/activity/activity.server";
import { can, type Role } from "~/modules/auth/permissions";
import { listEmailsForOrder } from "~/modules/email/outbox.server";
import { deliveryDestinations } from "~/modules/settings/delivery-destinations";
import { getSettings } from "~/modules/settings/settings.server";

import { carrierLink } from "./carriers";
import { orderDocuments } from "./order-invoices.server";
import { PAYMENT_STATE_LABELS, paymentStateOf } from "./orders.schema";
import { getOrderByNumber } from "./orders.server";
import { refundable } from "./refund-ledger.server";
import { listReturns } from "./returns.server";

/**
 * Everything the back office's order page shows: the order, its payment and refunds, what can still
 * be refunded, its emails, the carrier once tracking knows it, and its timeline from the activity log.
 */
export async function getOrderPage(db: Db, orderNumber: string) {
  const order = await getOrderByNumber(db, orderNumber);
  if (!order) return null;
  const [refunds, left, emails, timeline, liveCarrier, returns, documents, settings] = await Promise.all([
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.createdAt)),
    refundable(db, order),
    listEmailsForOrder(db, order.id),
    listActivityForTarget(db, "order", order.id),
    order.trackingNumber && !order.carrier ? carrierOf(db, order.trackingNumber) : Promise.resolve(null),
    listReturns(db, order.id),
    orderDocuments(db, order.id),
    getSettings(db),
  ]);
  // What may still be sent back: not refunded yet and not already on its way back.
  const returning = new Map<number, number>();
  for (const r of returns)
    if (r.status === "open")
      for (const l of r.lines) returning.set(l.index, (returning.get(l.index) ?? 0) + l.quantity);
  const shipped = order.status === "shipped" || order.status === "delivered";
  const refunded = refunds.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0);
  const paymentStatus = PAYMENT_STATE_LABELS[paymentStateOf({ total: order.total, refundedTotal: refunded })];
  return {
    order,
    payment: {
      provider: order.paymentProvider === "stripe" ? "Stripe" : "Test payments (built in)",
      id: order.paymentId,
      amount: order.total,
      refunded,
      status: paymentStatus,
    },
    refunds,
    refundable: left,
    canCancel: order.status === "pending" || order.status === "processing",
    emails,
    carrier: carrierLink(order) ?? (liveCarrier ? { name: liveCarrier, url: null } : null),
    returns,
    returnable: left.lines.map((l) => ({
      index: l.index,
      quantity: shipped ? Math.max(0, l.quantity - (returning.get(l.index) ?? 0)) : 0,
    })),
    canEditAddress: order.status === "pending" || order.status === "processing",
    // the address form's Country: the places the shop delivers now, as at checkout
    countries: deliveryDestinations(settings),
    canOpenDocuments: true,
    canProcessReturns: true,
    documents,
    timeline: timeline.map((e) => ({
      id: e.id,
      at: e.createdAt,
      action: e.action,
      summary: e.summary,
      who: e.actorEmail,
      origin: e.origin,
      changes: e.changes,
    })),
  };
}

export type OrderPageData = NonNullable<Awaited<ReturnType<typeof getOrderPage>>>;

/** The carrier 17TRACK named for this parcel, if the tracking page has looked it up already. */
async function carrierOf(db: Db, trackingNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ payload: trackingCache.payload })
    .from(trackingCache)
    .where(eq(trackingCache.trackingNumber, trackingNumber))
    .limit(1);
  const name = (row?.payload as { carrier_name?: unknown } | undefined)?.carrier_name;
  return typeof name === "string" && name ? name : null;
}

/**
 * The page as a role sees it (docs/decisions/040): a role that may not move money gets no refund, cancel or
 * return buttons, and one that may not manage orders no address or email controls. The server refuses
 * those actions anyway; this only spares the person a button that cannot work.
 */
export function orderPageFor<
  P extends Pick<
    OrderPageData,
    "canCancel" | "refundable" | "returnable" | "canEditAddress" | "canOpenDocuments" | "canProcessReturns"
  >,
>(page: P, role: Role | null): P {
  const money = can(role, "orders.refund");
  const manage = can(role, "orders.manage");
  return {
    ...page,
    canCancel: money && page.canCancel,
    refundable: money ? page.refundable : { ...page.refundable, amount: 0 },
    returnable: money ? page.returnable : [],
    // the return screen refunds: a role that may not move money sees the returns, without their screen
    canProcessReturns: money && page.canProcessReturns,
    canEditAddress: manage && page.canEditAddress,
    // invoices and credit notes open for the roles that manage orders; the others are not offered the links
    canOpenDocuments: manage && page.canOpenDocuments,
  };
}
