// Admin writes and reads for reviews (the storefront's public reads are its own).
import { asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products, reviews } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/http.server";
import { containsPattern } from "~/lib/admin-query";
import { IdSchema } from "~/lib/schema-fields";
import type { Actor } from "~/modules/auth/auth.server";
import { MoveReviewSchema, ReviewListQuerySchema, ReviewSchema, ReviewUpdateSchema, type MoveReviewInput, type ReviewInput, type ReviewUpdateInput } from "./reviews.schema";

/** New reviews go to the end of the list (SPEC §4). */
export const NEW_REVIEW_POSITION = 9999;

const ORDER = [asc(reviews.position), desc(reviews.datePosted), asc(reviews.id)] as const;

/** Every review in display order (position, then newest), optionally searched by customer name. */
export async function listReviewsForAdmin(db: Db, query: { search?: string } = {}) {
  const { search } = parseInput(ReviewListQuerySchema, query);
  const rows = await db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      reviewImage: reviews.reviewImage,
      status: reviews.status,
      datePosted: reviews.datePosted,
      position: reviews.position,
      productName: products.name,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(search ? ilike(reviews.customerName, containsPattern(search)) : undefined)
    .orderBy(...ORDER);
  return { reviews: rows, search };
}

export async function getReviewForAdmin(db: Db, id: string) {
  const { id: reviewId } = parseInput(IdSchema, { id });
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw new DomainError("not_found", "Review not found.");
  return row;
}

export async function createReview(db: Db, input: ReviewInput, _actor?: Actor) {
  const data = parseInput(ReviewSchema, input);
  await checkProduct(db, data.productId);
  const [row] = await db.insert(reviews).values({ ...data, position: NEW_REVIEW_POSITION }).returning();
  return row;
}

export async function updateReview(db: Db, input: ReviewUpdateInput, _actor?: Actor) {
  const { id, ...data } = parseInput(ReviewUpdateSchema, input);
  await checkProduct(db, data.productId);
  const [row] = await db.update(reviews).set(data).where(eq(reviews.id, id)).returning();
  if (!row) throw new DomainError("not_found", "Review not found.");
  return row;
}

/** Flips published <-> hidden. */
export async function toggleReviewStatus(db: Db, input: { id: string }, _actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  const [row] = await db
    .update(reviews)
    .set({ status: sql`case when ${reviews.status} = 'published' then 'hidden'::review_status else 'published'::review_status end` })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id, status: reviews.status });
  if (!row) throw new DomainError("not_found", "Review not found.");
  return row;
}

export async function deleteReview(db: Db, input: { id: string }, _actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (!row) throw new DomainError("not_found", "Review not found.");
  return row;
}

/**
 * Moves a review one place up or down by swapping positions with its neighbour in display order.
 * Reviews often share a position (every new one gets 9999), and swapping equal numbers would change
 * nothing, so the list is first renumbered 0..n-1 in its current order.
 */
export async function moveReview(db: Db, input: MoveReviewInput, _actor?: Actor) {
  const { id, direction } = parseInput(MoveReviewSchema, input);
  return db.transaction(async (tx) => {
    // One mover at a time, so two quick clicks cannot interleave their renumbering.
    await tx.execute(sql`select pg_advisory_xact_lock(724077)`);
    const ordered = await tx.select({ id: reviews.id, position: reviews.position }).from(reviews).orderBy(...ORDER);
    const index = ordered.findIndex((r) => r.id === id);
    if (index === -1) throw new DomainError("not_found", "Review not found.");
    const neighbour = direction === "up" ? index - 1 : index + 1;
    if (neighbour < 0 || neighbour >= ordered.length) return { moved: false };
    const distinct = new Set(ordered.map((r) => r.position)).size === ordered.length;
    if (!distinct) {
      await tx.execute(sql`
        update reviews set position = ranked.rn - 1
        from (select id, row_number() over (order by position asc, date_posted desc, id asc) as rn from reviews) as ranked
        where reviews.id = ranked.id`);
      ordered.forEach((review, i) => (review.position = i));
    }
    const a = ordered[index];
    const b = ordered[neighbour];
    await tx.update(reviews).set({ position: b.position }).where(eq(reviews.id, a.id));
    await tx.update(reviews).set({ position: a.position }).where(eq(reviews.id, b.id));
    return { moved: true };
  });
}

async function checkProduct(db: Db, productId: string | null) {
  if (!productId) return;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new DomainError("invalid_input", "Choose a product from the list", { productId: "Choose a product from the list" });
}
