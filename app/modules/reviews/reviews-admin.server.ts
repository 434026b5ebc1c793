// Admin writes and reads for reviews (the storefront's public reads are its own). Every change is
// recorded in the activity log in the same transaction.
import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { reviews, type Review } from "~/db/schema/reviews";
import { getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError } from "~/lib/errors";
import { containsPattern } from "~/lib/like-pattern";
import { partialEdit } from "~/lib/partial-edit.server";
import { IdSchema } from "~/lib/schema-fields";
import { lockLive } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { diffFields, entryFor, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import {
  recordedCreate,
  recordedDelete,
  recordedUpdate,
  type RecordedKind,
} from "~/modules/activity/recorded-writes.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { assertProductChosen } from "~/modules/catalog/catalog-admin.server";

import {
  MoveReviewSchema,
  ReviewListQuerySchema,
  ReviewPatchSchema,
  ReviewSchema,
  ReviewUpdateSchema,
  toReviewInput,
  type MoveReviewInput,
  type ReviewInput,
  type ReviewUpdateInput,
} from "./reviews.schema";

/** New reviews go to the end of the list (SPEC §4). */
export const NEW_REVIEW_POSITION = 9999;

const ORDER = [asc(reviews.position), desc(reviews.datePosted), asc(reviews.id)] as const;

/** Every review in display order (position, then newest), optionally by customer name, status or rating. */
export async function listReviewsForAdmin(db: Db, query: z.input<typeof ReviewListQuerySchema> = {}) {
  const { search, status, rating, maxRating } = parseInput(ReviewListQuerySchema, query);
  const rows = await db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      title: reviews.title,
      reviewText: reviews.reviewText,
      verifiedPurchase: reviews.verifiedPurchase,
      source: reviews.source,
      moderatedAt: reviews.moderatedAt,
      reviewImage: reviews.reviewImage,
      status: reviews.status,
      datePosted: reviews.datePosted,
      position: reviews.position,
      productName: products.name,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        isNull(reviews.deletedAt),
        search ? ilike(reviews.customerName, containsPattern(search)) : undefined,
        status ? eq(reviews.status, status) : undefined,
        rating ? eq(reviews.rating, rating) : undefined,
        maxRating ? lte(reviews.rating, maxRating) : undefined,
      ),
    )
    .orderBy(...ORDER);
  return { reviews: rows.map((row) => ({ ...row, pending: isPending(row) })), search };
}

/** A buyer's review no operator has published or hidden yet: held for moderation. */
export const isPending = (r: Pick<Review, "source" | "status" | "moderatedAt">) =>
  r.source === "order" && r.status === "hidden" && r.moderatedAt === null;

export const getReviewForAdmin = (db: Db, id: string) => getRecordForAdmin(db, reviews, id, "Review not found.");

const EDITABLE = Object.keys(ReviewSchema.shape) as (keyof Review)[];
const by = (row: { customerName: string }) => `the review by ${row.customerName}`;
/** A review's activity entry: what was done to whose review, in words. */
const entryOf = (row: { id: string; customerName: string }, verb: string, done: string) =>
  entryFor("review", verb, { id: row.id, label: row.customerName }, `${done} ${by(row)}`);
/** What creating, editing and deleting a review share. */
const REVIEW: RecordedKind<typeof reviews, { productId: string | null }> = {
  table: reviews,
  scope: "reviews",
  notFound: "Review not found.",
  // a deleted product still counts: a review of one that was deleted since can still be edited
  check: (tx, data) => assertProductChosen(tx, data.productId, { includeDeleted: true }),
};

export const createReview = recordedCreate(
  REVIEW,
  {
    parse: (input: ReviewInput) => parseInput(ReviewSchema, input),
    values: (data) => ({ ...data, position: NEW_REVIEW_POSITION }),
  },
  (row) => entryOf(row, "create", "Created"),
);

/** What a buyer wrote: staff never change it (they may hide the review with a reason, or reply to it). */
const BUYER_FIELDS = ["customerName", "rating", "reviewText", "reviewImage", "productId"] as const;
export const BUYER_WORDS_KEPT = "A buyer's review cannot be edited. Hide it with a reason, or reply to it publicly.";
export const HIDE_NEEDS_REASON = "Give a reason for hiding this buyer's review.";

function assertBuyerWordsKept(before: Review, data: Partial<Review>) {
  if (before.source !== "order") return;
  const changed = BUYER_FIELDS.filter((k) => k in data && (data[k] ?? null) !== (before[k] ?? null));
  if (changed.length)
    throw new DomainError("conflict", BUYER_WORDS_KEPT, Object.fromEntries(changed.map((k) => [k, BUYER_WORDS_KEPT])));
  if (before.status === "published" && data.status === "hidden" && !data.hiddenReason?.trim())
    throw new DomainError("invalid_input", HIDE_NEEDS_REASON, { hiddenReason: HIDE_NEEDS_REASON });
}

export const updateReview = recordedUpdate(
  REVIEW,
  {
    editable: EDITABLE,
    parse: (input: ReviewUpdateInput) => parseInput(ReviewUpdateSchema, input),
    // publishing or hiding it from the form is moderating it, as the list's toggle is
    values: ({ id: _id, ...data }, before) => {
      assertBuyerWordsKept(before, data);
      return { ...data, moderatedAt: data.status === before.status ? before.moderatedAt : new Date() };
    },
  },
  (row) => entryOf(row, "update", "Updated"),
);

/** A partial edit: only the given fields change, checked exactly as the form checks them. */
export const patchReview = partialEdit(ReviewPatchSchema, getReviewForAdmin, toReviewInput, updateReview);

/** Flips published <-> hidden; a buyer's published review is hidden from its form, with a reason. */
export async function toggleReviewStatus(db: Db, input: { id: string }, actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  return write(db, async (tx) => {
    const before = await lockLive(tx, reviews, id, "Review not found.");
    const status = before.status === "published" ? "hidden" : "published";
    // a buyer's review is hidden only with a reason, given on its form
    if (status === "hidden") assertBuyerWordsKept(before, { status });
    const [row] = await tx
      .update(reviews)
      .set({ status, moderatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id, status: reviews.status });
    const verb = status === "published" ? "Published" : "Hid";
    await recordActivity(tx, actor, {
      ...entryOf(before, "update", verb),
      changes: diffFields(before, row, ["status"]),
    });
    return row;
  });
}

/** Deletes a review, kept restorable for RESTORE_DAYS (see deleteProduct). */
export const deleteReview = recordedDelete(
  REVIEW,
  (row) => entryOf(row, "delete", "Deleted"),
  (row) => ({ id: row.id, customerName: row.customerName }),
);

export async function restoreReview(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return write(db, async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ deletedAt: null })
      .where(and(eq(reviews.id, id), isNotNull(reviews.deletedAt)))
      .returning();
    if (!row) throw new DomainError("conflict", "This review is no longer deleted or can no longer be restored.");
    await recordActivity(tx, actor, { ...entryOf(row, "restore", "Restored"), ...options });
    return { id, customerName: row.customerName };
  });
}

/**
 * Moves a review one place up or down by swapping positions with its neighbour in display order.
 * Reviews often share a position (every new one gets 9999), and swapping equal numbers would change
 * nothing, so the list is first renumbered 0..n-1 in its current order.
 */
export async function moveReview(db: Db, input: MoveReviewInput, actor?: Actor) {
  const { id, direction } = parseInput(MoveReviewSchema, input);
  return write(db, async (tx) => {
    // One mover at a time, so two quick clicks cannot interleave their renumbering.
    await tx.execute(sql`select pg_advisory_xact_lock(724077)`);
    const ordered = await tx
      .select({ id: reviews.id, position: reviews.position, customerName: reviews.customerName })
      .from(reviews)
      .where(isNull(reviews.deletedAt))
      .orderBy(...ORDER);
    const index = ordered.findIndex((r) => r.id === id);
    if (index === -1) throw new DomainError("not_found", "Review not found.");
    const neighbour = direction === "up" ? index - 1 : index + 1;
    if (neighbour < 0 || neighbour >= ordered.length) return { moved: false };
    const distinct = new Set(ordered.map((r) => r.position)).size === ordered.length;
    if (!distinct) {
      await tx.execute(sql`
        update reviews set position = ranked.rn - 1
        from (select id, row_number() over (order by position asc, date_posted desc, id asc) as rn from reviews where
        deleted_at is null) as ranked
        where reviews.id = ranked.id`);
      ordered.forEach((review, i) => (review.position = i));
    }
    const a = ordered[index];
    const b = ordered[neighbour];
    await tx.update(reviews).set({ position: b.position }).where(eq(reviews.id, a.id));
    await tx.update(reviews).set({ position: a.position }).where(eq(reviews.id, b.id));
    await recordActivity(tx, actor, {
      action: "review.move",
      targetType: "review",
      targetId: id,
      targetLabel: a.customerName,
      summary: `Moved ${by(a)} ${direction}`,
      changes: { position: { before: a.position, after: b.position } },
    });
    return { moved: true };
  });
}

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "reviews", run);
