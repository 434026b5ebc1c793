// After dispatch: an order marked delivered (by hand, or when 17TRACK says so) and, before dispatch,
// a corrected delivery address or contact email. Each is recorded on the order's timeline.
import { and, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type Order } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { countOrderEmails, emailQueuedFor, queueEmail, toOrderCustomer } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { deliversTo, NOT_DELIVERED } from "~/modules/settings/delivery-destinations";
import { getSettings } from "~/modules/settings/settings.server";

import { EditContactEmailSchema, type EditContactEmail } from "./order-contact.schema";
import { addressedTo } from "./order-email";
import { EditShippingAddressSchema, type EditShippingAddress } from "./orders.schema";

/** One shipping email per tracking number: the outbox's dedupe key for it. */
export const shippedEmailKey = (orderId: string, trackingNumber: string) =>
  `order_shipped:${orderId}:${trackingNumber}`;

/**
 * The customer's "delivered" email, once per order whichever door marked it, and once more after each
 * correction that told them it was not delivered after all. Returns whether it was queued.
 */
export const queueDeliveredEmail = async (tx: Db, order: Order, actor?: Actor | null) =>
  queueOrderNote(tx, order, actor, "order_delivered", await deliveredEmailKey(tx, order.id));

/** Whether the customer of a shipped order was sent (or is about to be sent) its "on its way" email. */
export async function toldShipped(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (order?.status !== "shipped" || !order.trackingNumber) return false;
  return emailQueuedFor(db, shippedEmailKey(order.id, order.trackingNumber));
}

/** The dedupe key of an order's "delivered" email: one per order, a new one after each delivery correction. */
async function deliveredEmailKey(db: Db, orderId: string) {
  const corrections = await countOrderEmails(db, orderId, "order_delivery_correction");
  return corrections ? `order_delivered:${orderId}:${corrections}` : `order_delivered:${orderId}`;
}

/** Whether the customer of a delivered order was sent (or is about to be sent) its "delivered" email. */
export async function toldDelivered(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (order?.status !== "delivered") return false;
  return emailQueuedFor(db, await deliveredEmailKey(db, order.id));
}

/** Tells the customer the "on its way" email was a mistake: the order has not left yet. */
export const queueShippingCorrection = (tx: Db, order: Order, actor?: Actor | null) =>
  queueOrderNote(tx, order, actor, "order_shipping_correction");

/** Tells the customer the "delivered" email was a mistake: still on its way (shipped), or not left yet. */
export async function queueDeliveryCorrection(tx: Db, order: Order, actor?: Actor | null): Promise<boolean> {
  const data = { ...addressedTo(order), shipped: order.status === "shipped" };
  const queued = await queueEmail(tx, actor, toOrderCustomer(order, "order_delivery_correction", data));
  return queued !== null;
}

/**
 * Queues a short email to the order's customer that names only the order and them (delivered, shipping
 * correction); with a dedupe key, at most once. Returns whether it was queued.
 */
async function queueOrderNote(
  tx: Db,
  order: Order,
  actor: Actor | null | undefined,
  template: "order_delivered" | "order_shipping_correction",
  dedupeKey?: string,
): Promise<boolean> {
  const data = addressedTo(order);
  const queued = await queueEmail(tx, actor, { template, to: order.email, data, order, dedupeKey });
  return queued !== null;
}

/**
 * The carrier says the parcel arrived (17TRACK's Delivered): a shipped order becomes delivered and the
 * customer is told. Any other status is left alone (an operator's choice stands), so repeats do nothing.
 */
export async function markDeliveredByCarrier(db: Db, orderId: string): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "delivered", deliveredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "shipped")))
      .returning();
    if (!order) return false;
    await recordActivity(tx, null, {
      action: "order.deliver",
      targetType: "order",
      targetId: order.id,
      targetLabel: order.orderNumber,
      summary: "Delivered, as the carrier's tracking reports",
      changes: { status: { before: "shipped", after: "delivered" } },
    });
    await queueDeliveredEmail(tx, order, null);
    return true;
  });
  if (changed) wakeOutboxSender();
  return changed;
}

const ADDRESS_FIELDS = ["fullName", "streetAddress", "apartment", "city", "postcode", "country", "phone"] as const;

/** The order, locked, if its contact details may still change: refused once it has shipped or was cancelled. */
async function lockUnshipped(tx: Db, id: string, what: string) {
  const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update").limit(1);
  if (!current) throw new DomainError("not_found", "Order not found");
  if (current.status !== "pending" && current.status !== "processing")
    throw new DomainError(
      "conflict",
      current.status === "cancelled"
        ? `This order was cancelled, so its ${what} cannot change.`
        : `This order has shipped, so its ${what} can no longer change.`,
    );
  return current;
}

/** Corrects the delivery address (to a place the shop delivers now); refused once the order has shipped. */
export async function updateShippingAddress(db: Db, form: EditShippingAddress, actor?: Actor | null) {
  const { id, ...address } = parseInput(EditShippingAddressSchema, form);
  if (!deliversTo(await getSettings(db), address.country))
    throw new DomainError("invalid_input", NOT_DELIVERED, { country: NOT_DELIVERED });
  return db.transaction(async (tx) => {
    const current = await lockUnshipped(tx, id, "delivery address");
    const changes = diffFields<Record<string, unknown>>(current.shippingAddress, address, [...ADDRESS_FIELDS]);
    if (Object.keys(changes).length === 0) return { order: current, changed: false };
    const [order] = await tx
      .update(orders)
      .set({ shippingAddress: address, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    const lines = (a: Order["shippingAddress"]) =>
      [a.streetAddress, a.apartment, a.city, a.postcode].filter(Boolean).join(", ");
    await recordActivity(tx, actor, {
      action: "order.address",
      targetType: "order",
      targetId: order.id,
      targetLabel: order.orderNumber,
      summary: `Delivery address changed from ${lines(current.shippingAddress)} to ${lines(address)}`,
      changes: { shippingAddress: { before: current.shippingAddress, after: address } },
    });
    return { order, changed: true };
  });
}

/**
 * Corrects the contact email (a typo at checkout) before dispatch: later emails go to the new address, the
 * customer record follows it, and the change is on the order's timeline.
 */
export async function updateContactEmail(db: Db, form: EditContactEmail, actor?: Actor | null) {
  const { id, email } = parseInput(EditContactEmailSchema, form);
  return db.transaction(async (tx) => {
    const current = await lockUnshipped(tx, id, "contact email");
    if (current.email === email) return { order: current, changed: false };
    const [order] = await tx.update(orders).set({ email, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
    await recordActivity(tx, actor, {
      action: "order.contact",
      targetType: "order",
      targetId: order.id,
      targetLabel: order.orderNumber,
      summary: `Contact email changed from ${current.email} to ${email}`,
      changes: { email: { before: current.email, after: email } },
    });
    return { order, changed: true };
  });
}
