// Every card names what it affects as an operator knows it: an image for a review names the review's author,
// stars and product; a new review and a new video name the product they are shown on (or the homepage).
import { describe, expect, it } from "vitest";

import { findTool } from "~/modules/assistant/tools.server";

import { adminTestDb } from "../support/admin-test-db";
import { createProduct, createReview } from "../support/factories";

const { db, session } = await adminTestDb();
const preview = (name: string, args: Record<string, unknown>) =>
  findTool(name)!.preview!({ db, actor: { ...session.admin.user, origin: "assistant" }, attachments: [] }, args);

describe("cards name their records", () => {
  it("an image for a review names its author, stars and product", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra" });
    const review = await createReview(db, { customerName: "Jack Thornton", rating: 4, productId: ultra.id });
    const card = await preview("upload_image", { url: "/uploads/a.webp", target: "review", id: review.id });
    expect(card.title).toBe("Use the attached image for the review by Jack Thornton (4★, R36 Ultra)");
    expect(card.target?.text).toBe("the review by Jack Thornton (4★, R36 Ultra)");
  });

  it("a new review names the product it is shown on", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra" });
    const card = await preview("create_review", { customerName: "Ann Lee", rating: 5, productId: ultra.id });
    expect(card.target).toEqual({ text: "R36 Ultra", href: `/admin/dashboard/products/edit/${ultra.id}` });
  });

  it("a new video names its product, or says it is on the homepage", async () => {
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra" });
    const video = { title: "Unboxing", videoUrl: "/uploads/v.mp4" };
    const onProduct = await preview("upload_video", { ...video, productId: ultra.id });
    expect(onProduct.target?.text).toBe("R36 Ultra");
    const onHome = await preview("upload_video", video);
    expect(onHome.notes).toEqual(["Shown on the homepage."]);
  });
});
