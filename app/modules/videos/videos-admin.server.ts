// Admin writes and reads for videos (the storefront's public reads are its own).
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products, videos } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/http.server";
import { IdSchema } from "~/lib/schema-fields";
import type { Actor } from "~/modules/auth/auth.server";
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
    .orderBy(asc(videos.position), desc(videos.createdAt));
}

export async function getVideoForAdmin(db: Db, id: string) {
  const { id: videoId } = parseInput(IdSchema, { id });
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!row) throw new DomainError("not_found", "Video not found.");
  return row;
}

export async function createVideo(db: Db, input: VideoInput, _actor?: Actor) {
  const data = parseInput(VideoSchema, input);
  await checkProduct(db, data.productId);
  const [row] = await db.insert(videos).values(data).returning();
  return row;
}

export async function updateVideo(db: Db, input: VideoUpdateInput, _actor?: Actor) {
  const { id, ...data } = parseInput(VideoUpdateSchema, input);
  await checkProduct(db, data.productId);
  const [row] = await db.update(videos).set(data).where(eq(videos.id, id)).returning();
  if (!row) throw new DomainError("not_found", "Video not found.");
  return row;
}

export async function deleteVideo(db: Db, input: { id: string }, _actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  if (!row) throw new DomainError("not_found", "Video not found.");
  return row;
}

async function checkProduct(db: Db, productId: string | null) {
  if (!productId) return;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new DomainError("invalid_input", "Choose a product from the list", { productId: "Choose a product from the list" });
}
