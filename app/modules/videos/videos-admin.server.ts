// Admin writes and reads for videos (the storefront's public reads are its own). Every change is
// recorded in the activity log in the same transaction.
import { asc, desc, eq, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { products } from "~/db/schema/catalog";
import { videos, type Video } from "~/db/schema/videos";
import { getRecordForAdmin } from "~/lib/admin-record.server";
import { DomainError } from "~/lib/errors";
import { IdSchema } from "~/lib/schema-fields";
import { lockDeleted } from "~/lib/soft-delete.server";
import { writeThenNotify } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { entryFor, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import {
  recordedCreate,
  recordedDelete,
  recordedUpdate,
  type RecordedKind,
} from "~/modules/activity/recorded-writes.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { assertProductChosen } from "~/modules/catalog/catalog-admin.server";

import { VideoSchema, VideoUpdateSchema, type VideoInput, type VideoUpdateInput } from "./videos.schema";

export async function listVideosForAdmin(db: Db) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      subtitle: videos.subtitle,
      thumbnailUrl: videos.thumbnailUrl,
      status: videos.status,
      position: videos.position,
      productName: products.name,
    })
    .from(videos)
    .leftJoin(products, eq(products.id, videos.productId))
    .where(isNull(videos.deletedAt))
    .orderBy(asc(videos.position), desc(videos.createdAt));
}

export const getVideoForAdmin = (db: Db, id: string) => getRecordForAdmin(db, videos, id, "Video not found.");

const EDITABLE = Object.keys(VideoSchema.shape) as (keyof Video)[];
const label = (row: { title: string }) => `“${row.title}”`;
/** A video's activity entry: what was done to which video, in words. */
const entryOf = (row: { id: string; title: string }, verb: string, done: string) =>
  entryFor("video", verb, { id: row.id, label: row.title }, `${done} video ${label(row)}`);

/** What adding, editing and deleting a video share. */
const VIDEO: RecordedKind<typeof videos, { productId: string | null }> = {
  table: videos,
  scope: "videos",
  notFound: "Video not found.",
  check: (tx, data) => assertProductChosen(tx, data.productId),
};

export const createVideo = recordedCreate(
  VIDEO,
  { parse: (input: VideoInput) => parseInput(VideoSchema, input) },
  (row) => entryOf(row, "create", "Added"),
);

export const updateVideo = recordedUpdate(
  VIDEO,
  { editable: EDITABLE, parse: (input: VideoUpdateInput) => parseInput(VideoUpdateSchema, input) },
  (row) => entryOf(row, "update", "Updated"),
);

export const deleteVideo = recordedDelete(
  VIDEO,
  (row) => entryOf(row, "delete", "Deleted"),
  (row) => ({ id: row.id }),
);

/** Brings a deleted video back (Undo of its delete), within the restore window; its product must still be there. */
export async function restoreVideo(db: Db, input: { id: string }, actor?: Actor, options: WriteOptions = {}) {
  const { id } = parseInput(IdSchema, input);
  return write(db, async (tx) => {
    const row = await lockDeleted(tx, videos, id, "This video is no longer deleted or can no longer be restored.");
    await assertProductChosen(tx, row.productId).catch(() => {
      throw new DomainError("conflict", "The product this video belongs to was deleted, so it cannot be restored.");
    });
    await tx.update(videos).set({ deletedAt: null }).where(eq(videos.id, id));
    await recordActivity(tx, actor, { ...entryOf(row, "restore", "Restored"), ...options });
    return { id, title: row.title };
  });
}

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
const write = <T>(db: Db, run: (tx: Db) => Promise<T>) => writeThenNotify(db, "videos", run);
