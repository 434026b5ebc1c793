// Cards name what they affect as an operator recognises it: each review with its author, stars and
// product, so "hide the 3 star reviews on the r36s" can be checked before it is approved.
import { describe, expect, it } from "vitest";

import { assistantTestDb } from "../support/assistant-api";
import { createProduct, createReview } from "../support/factories";

const { db, ...api } = await assistantTestDb();

describe("review cards", () => {
  it("name each review's author, stars and product, and only the product named is affected", async () => {
    const r36s = await createProduct(db, { name: "R36S Retro Handheld", slug: "r36-console" });
    const ultra = await createProduct(db, { name: "R36 Ultra", slug: "r36-ultra" });
    await createReview(db, { customerName: "Jack Thornton", rating: 3, productId: r36s.id, status: "published" });
    await createReview(db, { customerName: "Charlotte Evans", rating: 3, productId: ultra.id, status: "published" });
    const planned = await api.plan("hide the 3 star reviews on the r36s");
    expect(planned.cards.map((c) => c.target?.text)).toEqual(["the review by Jack Thornton (3★, R36S Retro Handheld)"]);
  });
});
