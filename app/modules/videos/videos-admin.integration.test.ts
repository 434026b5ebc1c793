import { describe, expect, it } from "vitest";

import { videos } from "~/db/schema/videos";
import { deleteProduct } from "~/modules/catalog/catalog-admin.server";

import { countRows } from "../../../tests/support/count-rows";
import { createProduct, withDefaults } from "../../../tests/support/factories";
import { itRefusesEach, refusal, type Refusals } from "../../../tests/support/refusal";
import { freshTestDb } from "../../../tests/support/test-db";
import { createVideo, deleteVideo, getVideoForAdmin, listVideosForAdmin, updateVideo } from "./videos-admin.server";
import { toVideoInput, type VideoInput } from "./videos.schema";

const { db } = await freshTestDb();

const valid = withDefaults<VideoInput>({
  title: "Unboxing",
  videoUrl: "/uploads/abc.mp4",
  thumbnailUrl: "/uploads/abc.webp",
});

describe("videos", () => {
  it("creates a published homepage video by default, or one for a product", async () => {
    expect(await createVideo(db, valid())).toMatchObject({ status: "published", productId: null, position: 0 });
    const product = await createProduct(db);
    expect(await createVideo(db, valid({ productId: product.id, position: "3", status: "draft" }))).toMatchObject({
      productId: product.id,
      position: 3,
      status: "draft",
    });
  });

  const refusals: Refusals<VideoInput> = [
    ["a missing title", { title: "" }, "Title is required"],
    ["a missing video URL", { videoUrl: "" }, "Video URL is required"],
    ["a video URL that is not a URL", { videoUrl: "clip.mp4" }, "Video URL must be a valid URL"],
    ["a negative position", { position: "-1" }, "Position must be a whole number of 0 or more"],
    ["a fractional position", { position: 1.5 }, "Position must be a whole number of 0 or more"],
    ["a product that is not a uuid", { productId: "abc" }, "Choose a product from the list"],
    ["a product that is not there", { productId: crypto.randomUUID() }, "Choose a product from the list"],
  ];
  itRefusesEach(
    refusals,
    (change) => createVideo(db, valid(change)),
    () => countRows(db, videos),
  );

  it("refuses a product that has been deleted, on the product field", async () => {
    const product = await createProduct(db);
    await deleteProduct(db, { id: product.id });
    const refused = await refusal(() => createVideo(db, valid({ productId: product.id })));
    expect(refused.fieldErrors).toEqual({ productId: "Choose a product from the list" });
  });

  it("a partial edit spread over toVideoInput keeps everything else", async () => {
    const product = await createProduct(db);
    const video = await createVideo(db, valid({ productId: product.id, subtitle: "Close up", position: 4 }));
    await updateVideo(db, { ...toVideoInput(video), status: "draft", id: video.id });
    expect(await getVideoForAdmin(db, video.id)).toEqual({ ...video, status: "draft" });
  });

  it("lists by position, updates and deletes", async () => {
    const later = await createVideo(db, valid({ title: "Second", position: 2 }));
    await createVideo(db, valid({ title: "First", position: 1 }));
    expect((await listVideosForAdmin(db)).map((v) => v.title)).toEqual(["First", "Second"]);
    await updateVideo(db, { ...valid({ title: "Now first", position: 0 }), id: later.id });
    expect((await listVideosForAdmin(db)).map((v) => v.title)).toEqual(["Now first", "First"]);
    await deleteVideo(db, { id: later.id });
    expect((await refusal(() => getVideoForAdmin(db, later.id))).code).toBe("not_found");
  });
});
