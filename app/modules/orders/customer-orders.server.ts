// "Find my orders": a shopper without an account asks for a link by email, and from it sees their orders,
// cancels one before it ships and starts a return after delivery. Cancel and return run through the same
// functions as the back office, so the refund, the restock, the emails and Activity are the operator's own.
import { and, desc, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { publicOrigin, type Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import { parseInput } from "~/lib/validation";
import { queueEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { invoicePath } from "~/modules/invoices/invoice-link.server";
import { orderDelivery } from "~/modules/settings/delivery-dates";
import { getDeliveryCalendar } from "~/modules/settings/delivery-dates.server";
import { RETURNS_POLICY_KEYS, returnWindowDays } from "~/modules/settings/returns-policy";
import { getSettingsView } from "~/modules/settings/settings.server";

import { ordersAccessToken } from "./customer-orders-access.server";
import {
  FIND_ORDERS_SENT,
  FindOrdersSchema,
  ORDERS_LINK_MINUTES,
  StartReturnSchema,
  type FindOrdersInput,
  type StartReturnInput,
} from "./customer-orders.schema";
import { getOrderPage } from "./order-page.server";
import { cancelOrder, type RefundDeps } from "./refunds.server";
import { recordReturn } from "./returns.server";

const DAY_MS = 24 * 60 * 60 * 1000;
// one link per address per quarter hour, however often the form is sent: nobody can fill a stranger's inbox
const LINK_EMAIL_EVERY_MS = 15 * 60_000;
const sameAddress = (email: string) => sql`lower(${orders.email}) = ${email}`;

/** Emails a link to the address's orders when it has any; the answer is the same either way. */
export async function requestOrdersLink(db: Db, config: Config, form: FindOrdersInput, now = new Date()) {
  const { email } = parseInput(FindOrdersSchema, form);
  const [found] = await db.select({ id: orders.id }).from(orders).where(sameAddress(email)).limit(1);
  if (found) {
    const link = `${publicOrigin(config)}/my-orders?token=${ordersAccessToken(config, email, now.getTime())}`;
    const queued = await queueEmail(db, null, {
      template: "orders_link",
      to: email,
      data: { link, minutes: ORDERS_LINK_MINUTES },
      dedupeKey: `orders_link:${email}:${Math.floor(now.getTime() / LINK_EMAIL_EVERY_MS)}`,
    });
    if (queued) wakeOutboxSender();
  }
  return { message: FIND_ORDERS_SENT };
}

/** The address's orders, newest first, as a list shows them. */
export async function listCustomerOrders(db: Db, email: string) {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      status: orders.status,
      total: orders.total,
      items: orders.items,
    })
    .from(orders)
    .where(sameAddress(email))
    .orderBy(desc(orders.orderDate))
    .limit(100);
  return rows.map(({ items, ...order }) => ({
    ...order,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    summary: items.map((item) => item.name).join(", "),
  }));
}

/** The shop's return window in days, from its returns policy (the statutory right, or a longer guarantee). */
const returnDaysOf = async (db: Db) => returnWindowDays(await getSettingsView(db, RETURNS_POLICY_KEYS));

/** Until when a delivered order's items may be sent back, `days` after delivery; null before delivery. */
export function returnDeadline(order: { status: string; deliveredAt: Date | null }, days: number): Date | null {
  if (order.status !== "delivered" || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + days * DAY_MS);
}

/** One of the address's orders as its owner sees it (no notes, emails or timeline), or null. */
export async function getCustomerOrder(db: Db, config: Config, email: string, orderNumber: string, now = new Date()) {
  const page = await ownedOrderPage(db, email, orderNumber);
  if (!page) return null;
  const { order } = page;
  const deadline = returnDeadline(order, await returnDaysOf(db));
  const returnable = deadline && deadline > now ? page.returnable.filter((l) => l.quantity > 0) : [];
  return {
    order: {
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      status: order.status,
      items: order.items,
      shippingAddress: order.shippingAddress,
      shippingMethod: order.shippingMethod,
      subtotal: order.subtotal,
      discount: order.discount,
      shippingCost: order.shippingCost,
      total: order.total,
      trackingNumber: order.trackingNumber,
      deliveredAt: order.deliveredAt,
      cancelledAt: order.cancelledAt,
    },
    refunded: page.payment.refunded,
    delivery: orderDelivery({ ...order, postcode: order.shippingAddress.postcode }, await getDeliveryCalendar(db)),
    invoicePath: invoicePath(config, order.orderNumber),
    canCancel: page.canCancel,
    returnDeadline: deadline,
    returnable,
    returns: page.returns.map((r) => ({ createdAt: r.createdAt, status: r.status, lines: r.lines })),
  };
}

async function ownedOrderPage(db: Db, email: string, orderNumber: string) {
  const [owned] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), sameAddress(email)))
    .limit(1);
  return owned ? getOrderPage(db, owned.orderNumber) : null;
}

async function ownedOrThrow(db: Db, email: string, orderNumber: string) {
  const page = await ownedOrderPage(db, email, orderNumber);
  if (!page) throw new DomainError("not_found", "Order not found");
  return page;
}

/** The owner cancels an order that has not shipped: refunded and restocked as the back office would. */
export async function cancelOwnOrder(db: Db, deps: RefundDeps, email: string, orderNumber: string) {
  const page = await ownedOrThrow(db, email, orderNumber);
  if (!page.canCancel)
    throw new DomainError("conflict", "This order has already been dispatched, so it can no longer be cancelled.");
  const { refund } = await cancelOrder(db, deps, { id: page.order.id, reason: "Cancelled by the customer" }, null);
  if (refund && !refund.ok)
    return {
      message:
        "Your order is cancelled. The refund to your card did not go through at once: " +
        "please contact us and we will put it right.",
    };
  const back = refund ? ` and ${formatPrice(refund.refund.amount)} is on its way back to your card` : "";
  return { message: `Your order is cancelled${back}. We have emailed you to confirm.` };
}

/** The owner starts a return within the days after delivery; it reaches the back office's returns. */
export async function startOwnReturn(
  db: Db,
  email: string,
  orderNumber: string,
  form: StartReturnInput,
  now = new Date(),
) {
  const input = parseInput(StartReturnSchema, form);
  const page = await ownedOrThrow(db, email, orderNumber);
  const days = await returnDaysOf(db);
  const deadline = returnDeadline(page.order, days);
  if (!deadline) throw new DomainError("conflict", "A return can be started once the order has been delivered.");
  if (deadline <= now)
    throw new DomainError(
      "conflict",
      `The ${days} days to return this order have passed. If an item is faulty, contact us and we will help.`,
    );
  return recordReturn(db, { ...input, id: page.order.id, reason: `From the customer: ${input.reason}` }, null);
}
