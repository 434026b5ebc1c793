// The back office's side of orders: the list, and status / tracking / notes changes from every door
// (order page, orders dialog, JSON API, assistant) — and the assistant's undo of them.
import { and, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema/orders";
import { DomainError } from "~/lib/errors";
import { keysetPage, timeIdKeyset } from "~/lib/keyset.server";
import { containsPattern } from "~/lib/like-pattern";
import { parseInput } from "~/lib/validation";
import type { FieldChanges } from "~/modules/activity/activity.schema";
import { diffFields, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import { formatFieldValue } from "~/modules/activity/change-format";
import type { Actor } from "~/modules/auth/auth.schema";
import { queueEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { scheduleReviewRequest } from "~/modules/reviews/review-requests.server";

import { carrierName, TRACKING_PLACEHOLDER } from "./carriers";
import {
  queueDeliveredEmail,
  queueDeliveryCorrection,
  queueShippingCorrection,
  shippedEmailKey,
} from "./delivery.server";
import { shippedData } from "./order-email";
import {
  ORDERS_PAGE_SIZE,
  UpdateOrderSchema,
  type OrderChangesSchema,
  type OrderListFilters,
  type OrderListQuery,
  type UpdateOrderForm,
} from "./orders.schema";
import { getOrderByNumber } from "./orders.server";

export async function getOrderForAdmin(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new DomainError("not_found", "Order not found");
  return row;
}

/**
 * One page of orders, newest first, by customer name, email or order number (substring, any case), status,
 * payment and period, in keyset pages (first, next, previous, last) read from the (order_date, id) index: no
 * OFFSET, so the last page of years of orders costs what the first does, and no count of the whole table.
 */
export async function listOrdersForAdmin(
  db: Db,
  query: OrderListFilters & Partial<Pick<OrderListQuery, "after" | "before" | "last">>,
  extra?: SQL,
) {
  const filters = orderListFilters(query);
  if (extra) filters.push(extra);
  const page = await keysetPage({ last: false, ...query }, ORDERS_PAGE_SIZE, 2, async (read) => {
    const { edge, orderBy, atText } = timeIdKeyset(orders.orderDate, orders.id, read);
    const rows = await db
      .select({ order: orders, at: atText })
      .from(orders)
      .where(and(...filters, edge))
      .orderBy(...orderBy)
      .limit(read.limit);
    return rows.map(({ order, at }) => ({ row: order, key: [at, order.id] }));
  });
  const { rows, ...pages } = page;
  return { orders: rows, pages, hasNextPage: pages.next !== null };
}

// A whole address is a lookup key: its orders come from orders_email_lower_idx, where a part of one is matched by
// trigrams, and an address's trigrams ("exa", "com") are on nearly every order.
const WHOLE_ADDRESS = z.email();

/** The list's search, status, payment and date conditions, shared by its rows and its tab counts. */
export function orderListFilters(query: OrderListFilters): SQL[] {
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.payment === "paid") filters.push(lte(orders.refundedTotal, 0));
  if (query.payment === "partially_refunded")
    filters.push(and(gt(orders.refundedTotal, 0), lt(orders.refundedTotal, orders.total)));
  if (query.payment === "refunded")
    filters.push(and(gt(orders.refundedTotal, 0), gte(orders.refundedTotal, orders.total)));
  if (query.from) filters.push(gte(orders.orderDate, query.from));
  if (query.to) filters.push(lt(orders.orderDate, query.to));
  if (query.q && WHOLE_ADDRESS.safeParse(query.q).success) {
    filters.push(sql`lower(${orders.email}) = ${query.q.toLowerCase()}`);
  } else if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(ilike(orders.customerName, pattern), ilike(orders.orderNumber, pattern), ilike(orders.email, pattern)),
    );
  }
  return filters.filter((f): f is SQL => f !== undefined);
}

/**
 * Saves status, tracking number, notes and the gift flag. A changed (non-empty) tracking number means the parcel
 * has left, so the order becomes shipped whatever status was chosen (SPEC §4). An order that is shipped
 * with a tracking number queues the shipping email, once per tracking number, whichever door (page,
 * dialog, assistant, API) it came through. `cancelled` is set only by cancelOrder, and a cancelled
 * order keeps its status and tracking (its notes may still change).
 */
/**
 * How an order update is recorded; `emailCorrection` (an undo of "shipped" or "delivered") also tells the
 * customer the shipping or delivery email was a mistake when the order goes back before it.
 */
export type OrderUpdateOptions = WriteOptions & { emailCorrection?: boolean };

/** The order page's, the assistant's and the API's one update; it checks its input with the form's schema. */
export async function updateOrder(
  db: Db,
  update: UpdateOrderForm,
  actor?: Actor | null,
  { emailCorrection = false, ...options }: OrderUpdateOptions = {},
) {
  const input = parseInput(UpdateOrderSchema, update);
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.id)).for("update").limit(1);
    if (!current) throw new DomainError("not_found", "Order not found");
    const trackingChanged = input.trackingNumber !== null && input.trackingNumber !== (current.trackingNumber ?? null);
    if (
      current.status === "cancelled" &&
      (input.status !== "cancelled" || (input.trackingNumber ?? null) !== (current.trackingNumber ?? null))
    ) {
      throw new DomainError("conflict", "This order was cancelled, so only its notes can change.");
    }
    if (input.status === "cancelled" && current.status !== "cancelled") {
      throw new DomainError(
        "invalid_input",
        "To cancel an order, use Cancel order on its page: that refunds the payment and returns the stock.",
        {
          status: "Use Cancel order on the order's page",
        },
      );
    }
    // A new tracking number means the parcel has left: shipped, unless it is being marked delivered.
    const status = trackingChanged && input.status !== "delivered" ? "shipped" : input.status;
    if (status === "delivered" && current.status !== "delivered" && current.status !== "shipped" && !trackingChanged)
      throw new DomainError("invalid_input", "Mark the order as shipped before marking it delivered.", {
        status: "Ship the order first",
      });
    const carrier = input.carrier === undefined ? current.carrier : input.carrier || null;
    const carrierUrlPattern =
      carrier !== "other"
        ? null
        : input.carrierUrlPattern === undefined
          ? current.carrierUrlPattern
          : input.carrierUrlPattern;
    if (carrier === "other" && !carrierUrlPattern)
      throw new DomainError("invalid_input", "Enter the carrier's tracking link for Other.", {
        carrierUrlPattern: `Enter an https:// link with ${TRACKING_PLACEHOLDER} where the tracking number goes`,
      });
    const gift = input.gift ?? current.gift;
    const next = { status, trackingNumber: input.trackingNumber, notes: input.notes, carrier, carrierUrlPattern, gift };
    const changes = diffFields(current, next);
    if (Object.keys(changes).length === 0) return { order: current, markedShipped: false, emailQueued: false };
    const deliveredAt = status === "delivered" ? (current.deliveredAt ?? new Date()) : null;
    const [order] = await tx
      .update(orders)
      .set({ ...next, deliveredAt, updatedAt: new Date() })
      .where(eq(orders.id, input.id))
      .returning();
    await recordActivity(tx, actor, {
      action: "order.update",
      targetType: "order",
      targetId: order.id,
      targetLabel: order.orderNumber,
      summary: updateSummary(changes),
      changes,
      ...options,
    });
    let emailQueued = false;
    if (order.status === "shipped" && order.trackingNumber && (changes.status || changes.trackingNumber)) {
      const queued = await queueEmail(tx, actor, {
        template: "order_shipped",
        to: order.email,
        data: shippedData({ ...order, trackingNumber: order.trackingNumber }),
        order,
        dedupeKey: shippedEmailKey(order.id, order.trackingNumber),
      });
      emailQueued = queued !== null;
    }
    // its buyer is asked for reviews some days after it leaves
    if (changes.status && (order.status === "shipped" || order.status === "delivered"))
      await scheduleReviewRequest(tx, order);
    if (changes.status && order.status === "delivered")
      emailQueued = (await queueDeliveredEmail(tx, order, actor)) || emailQueued;
    if (
      emailCorrection &&
      current.status === "shipped" &&
      (order.status === "pending" || order.status === "processing")
    )
      emailQueued = (await queueShippingCorrection(tx, order, actor)) || emailQueued;
    if (emailCorrection && current.status === "delivered" && order.status !== "delivered")
      emailQueued = (await queueDeliveryCorrection(tx, order, actor)) || emailQueued;
    return { order, markedShipped: trackingChanged, emailQueued };
  });
  if (result.emailQueued) wakeOutboxSender();
  return result;
}

/** A partial change by order number (the JSON API, the assistant): unchanged fields keep their stored values. */
export async function orderChangeFor(db: Db, orderNumber: string, changes: z.infer<typeof OrderChangesSchema>) {
  const stored = await getOrderByNumber(db, orderNumber);
  if (!stored) throw new DomainError("not_found", "Order not found");
  const input = parseInput(UpdateOrderSchema, {
    id: stored.id,
    status: changes.status ?? stored.status,
    trackingNumber: changes.trackingNumber ?? stored.trackingNumber ?? "",
    notes: changes.notes ?? stored.notes ?? "",
    carrier: changes.carrier ?? stored.carrier ?? "",
    carrierUrlPattern: changes.carrierUrlPattern ?? stored.carrierUrlPattern ?? "",
    gift: changes.gift ?? stored.gift,
  });
  return { stored, input };
}

export async function updateOrderFields(
  db: Db,
  orderNumber: string,
  changes: z.infer<typeof OrderChangesSchema>,
  actor?: Actor | null,
) {
  const { input } = await orderChangeFor(db, orderNumber, changes);
  return updateOrder(db, input, actor);
}

/**
 * The update as a person writes it, each change with its field's label and its value as the shop shows it (a
 * status by name, a carrier by name): "Status Pending → Shipped · Tracking number RM12345678GB added · Carrier set
 * to Royal Mail".
 */
function updateSummary(changes: FieldChanges): string {
  const status = (value: unknown) => formatFieldValue("status", value);
  const parts: string[] = [];
  if (changes.status) parts.push(`Status ${status(changes.status.before)} → ${status(changes.status.after)}`);
  if (changes.trackingNumber)
    parts.push(
      changes.trackingNumber.after
        ? `Tracking number ${changes.trackingNumber.after} added`
        : "Tracking number removed",
    );
  if (changes.carrier)
    parts.push(changes.carrier.after ? `Carrier set to ${carrierName(changes.carrier.after)}` : "Carrier cleared");
  else if (changes.carrierUrlPattern) parts.push("Carrier tracking link changed");
  if (changes.notes) parts.push("Notes edited");
  if (changes.gift) parts.push(changes.gift.after ? "Marked as a gift" : "No longer a gift");
  return parts.join(" · ");
}
