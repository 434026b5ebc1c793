// Verified reviews come from orders (docs/decisions/051): an order that ships gets a review request;
// some days later (settings' reviewRequestDays) the outbox emails its buyer a signed link that works
// once, on a page listing each product bought. What the buyer writes there is a "Verified purchase",
// hidden until an operator publishes it.
import { createHmac, timingSafeEqual } from "node:crypto";

import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { orders, type OrderItem } from "~/db/schema/orders";
import { reviewRequests, reviews, type ReviewRequest, type ReviewRequestItem } from "~/db/schema/reviews";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { recordActivity } from "~/modules/activity/activity.server";
import { queueEmail } from "~/modules/email/outbox.server";
import { getSettings } from "~/modules/settings/settings.server";

import { NEW_REVIEW_POSITION } from "./reviews-admin.server";
import { OrderReviewsSchema, type OrderReviewsInput } from "./reviews.schema";

export const REVIEW_LINK_USED = "This review link has already been used. Thank you: your reviews reached us.";
const BAD_LINK = "This review link is not valid. Please use the link in your email as it was sent.";
const DAY_MS = 24 * 60 * 60_000;
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
/** Requests queued per sweep; a backlog is worked through on the next ones. */
const SWEEP_BATCH = 50;

type ShippedOrder = { id: string; orderNumber: string; email: string; customerName: string; items: OrderItem[] };

/**
 * Notes that an order has shipped so its buyer is asked for reviews later: once per order (a second
 * shipment or a re-ship keeps the first date). Add-ons are not reviewable (a review belongs to a product),
 * and an order of add-ons alone gets no request. Call it in the transaction that ships the order.
 */
export async function scheduleReviewRequest(tx: Db, order: ShippedOrder, shippedAt = new Date()) {
  const items = new Map<string, ReviewRequestItem>();
  for (const item of order.items)
    if (item.type === "product" && !items.has(item.productId))
      items.set(item.productId, {
        productId: item.productId,
        name: item.name,
        image: item.image,
        variant: item.variant,
      });
  if (items.size === 0) return;
  await tx
    .insert(reviewRequests)
    .values({
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      customerName: order.customerName,
      items: [...items.values()],
      shippedAt,
    })
    .onConflictDoNothing({ target: reviewRequests.orderId });
}

const mac = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`review-request:${id}`).digest("base64url");

/** The token in a request's link: its id and a signature over it, so a link cannot be guessed or altered. */
export const reviewToken = (secret: string, id: string) => `${id}.${mac(secret, id)}`;

/** The request id a correctly signed token names; anything else is a 404. */
function requestIdOf(secret: string, token: string): string {
  const [id, signature = "", extra] = token.split(".");
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, id ?? ""));
  if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError("not_found", BAD_LINK);
  return id;
}

/**
 * Queues the review request of every order shipped at least reviewRequestDays before `now` whose email
 * has not gone yet, once each: an order cancelled or refunded in full is not asked. Returns how many
 * were queued (the caller wakes the sender).
 */
export async function queueDueReviewRequests(db: Db, options: { secret: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const { reviewRequestDays } = await getSettings(db);
  const due = await db
    .select({ request: reviewRequests })
    .from(reviewRequests)
    .innerJoin(orders, eq(orders.id, reviewRequests.orderId))
    .where(
      and(
        isNull(reviewRequests.queuedAt),
        lte(reviewRequests.shippedAt, new Date(now.getTime() - reviewRequestDays * DAY_MS)),
        inArray(orders.status, ["shipped", "delivered"]),
        lt(orders.refundedTotal, orders.total),
      ),
    )
    .orderBy(asc(reviewRequests.shippedAt))
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const { request } of due) if (await queueOne(db, request, options.secret, now)) queued++;
  return queued;
}

async function queueOne(db: Db, request: ReviewRequest, secret: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claimed and queued together: of two sweeps (two processes), one queues it.
    const [claimed] = await tx
      .update(reviewRequests)
      .set({ queuedAt: now })
      .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.queuedAt)))
      .returning({ id: reviewRequests.id });
    if (!claimed) return false;
    await queueEmail(tx, null, {
      template: "review_request",
      to: request.email,
      data: {
        orderNumber: request.orderNumber,
        customerName: request.customerName,
        path: `/review/${reviewToken(secret, request.id)}`,
        products: request.items.map((item) => item.name),
      },
      order: { id: request.orderId, orderNumber: request.orderNumber },
      dedupeKey: `review_request:${request.orderId}`,
    });
    return true;
  });
}

export type ReviewRequestPage =
  | { status: "used"; orderNumber: string }
  | { status: "open"; orderNumber: string; customerName: string; items: ReviewRequestItem[] };

/** What the review page shows for a link: the order's products, or that the link was used. */
export async function getReviewRequestPage(db: Db, secret: string, token: string): Promise<ReviewRequestPage> {
  const id = requestIdOf(secret, token);
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.id, id)).limit(1);
  if (!request) throw new DomainError("not_found", BAD_LINK);
  if (request.usedAt) return { status: "used", orderNumber: request.orderNumber };
  return { status: "open", orderNumber: request.orderNumber, customerName: request.customerName, items: request.items };
}

/**
 * Saves the buyer's reviews through their link, once: each rated product of the order becomes a
 * verified review, hidden until an operator publishes it, and the link is spent. A second use, or a
 * product the order did not hold, is refused.
 */
export async function submitOrderReviews(db: Db, secret: string, token: string, input: OrderReviewsInput) {
  const id = requestIdOf(secret, token);
  const data = parseInput(OrderReviewsSchema, input);
  // one review per product: a product posted twice (or fifty times) in one form counts once, its first
  const seen = new Set<string>();
  const rated = data.reviews.filter((r) => r.rating !== undefined && !seen.has(r.productId) && seen.add(r.productId));
  if (rated.length === 0)
    throw new DomainError("invalid_input", "Choose a rating for at least one item.", {
      _: "Choose a rating for at least one item.",
    });
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, id)).for("update").limit(1);
    if (!request) throw new DomainError("not_found", BAD_LINK);
    if (request.usedAt) throw new DomainError("conflict", REVIEW_LINK_USED);
    const bought = new Set(request.items.map((item) => item.productId));
    if (rated.some((r) => !bought.has(r.productId)))
      throw new DomainError("invalid_input", "You can review only the items of this order.");
    const rows = await tx
      .insert(reviews)
      .values(
        rated.map((r) => ({
          productId: r.productId,
          rating: r.rating!,
          title: r.title,
          reviewText: r.reviewText,
          customerName: data.customerName,
          verifiedPurchase: true,
          source: "order" as const,
          requestId: request.id,
          status: "hidden" as const,
          position: NEW_REVIEW_POSITION,
        })),
      )
      // and the database holds it to one per product per request, whatever writes to it
      .onConflictDoNothing({ target: [reviews.requestId, reviews.productId] })
      .returning({ id: reviews.id });
    await tx
      .update(reviewRequests)
      .set({ usedAt: sql`now()` })
      .where(eq(reviewRequests.id, request.id));
    await recordActivity(tx, null, {
      action: "review.create",
      targetType: "order",
      targetId: request.orderId,
      targetLabel: request.orderNumber,
      summary: `${data.customerName} reviewed ${plural(rows.length, "item")} (verified purchase, pending)`,
    });
    return { count: rows.length, orderNumber: request.orderNumber };
  });
}
