// A deleted video comes back with Undo from Activity, like a deleted product (docs/decisions/062): it is
// gone from the shop and the admin list at once, restored by Undo, refused once its product was deleted.
import { beforeEach, describe, expect, it } from "vitest";

import { listActivity } from "~/modules/activity/activity.server";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";
import { deleteProduct } from "~/modules/catalog/catalog-admin.server";
import { getHomeCatalog } from "~/modules/storefront/storefront.server";
import { deleteVideo, getVideoForAdmin, listVideosForAdmin } from "~/modules/videos/videos-admin.server";

import { createAdminSession, createProduct, createVideo } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
let actor: { id: string; email: string; origin: "page" };
beforeEach(async () => {
  await resetDb(db);
  actor = { ...(await createAdminSession(db)).user, origin: "page" };
});
const latest = async (action: string) => (await listActivity(db, {})).entries.find((e) => e.action === action)!;

describe("undoing a deleted video", () => {
  it("hides it everywhere, then Undo from Activity brings it back as it was", async () => {
    const video = await createVideo(db, { title: "Unboxing the X55" });
    await deleteVideo(db, { id: video.id }, actor);
    expect(await listVideosForAdmin(db)).toEqual([]);
    expect((await getHomeCatalog(db)).videos).toEqual([]);
    await expect(getVideoForAdmin(db, video.id)).rejects.toThrow("Video not found.");

    const [entry] = await withUndoState(db, [await latest("video.delete")]);
    expect(entry).toMatchObject({ canUndo: true, undoBlockedBy: null });
    await undoActivity(db, entry.id, actor);
    expect(await getVideoForAdmin(db, video.id)).toMatchObject({ title: "Unboxing the X55", status: "published" });
    expect((await getHomeCatalog(db)).videos.map((v) => v.title)).toEqual(["Unboxing the X55"]);
    expect(await latest("video.restore")).toMatchObject({
      undoOfId: entry.id,
      summary: "Restored video “Unboxing the X55”",
    });
  });

  it("refuses to bring back a video whose product was deleted since", async () => {
    const product = await createProduct(db);
    const video = await createVideo(db, { title: "Review", productId: product.id });
    await deleteVideo(db, { id: video.id }, actor);
    const entry = await latest("video.delete");
    await deleteProduct(db, { id: product.id }, actor);
    await expect(undoActivity(db, entry.id, actor)).rejects.toThrow(
      "The product this video belongs to was deleted, so it cannot be restored.",
    );
  });
});
