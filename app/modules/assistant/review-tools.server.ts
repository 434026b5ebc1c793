// Review tools: the review form's schema and module functions.
import type { z } from "zod";

import type { Review } from "~/db/schema/reviews";
import { getProductForAdmin } from "~/modules/catalog/catalog-admin.server";
import { createReview, deleteReview, getReviewForAdmin, patchReview } from "~/modules/reviews/reviews-admin.server";
import { ReviewPatchSchema, ReviewSchema, ReviewUpdateSchema, toReviewInput } from "~/modules/reviews/reviews.schema";

import { createPreview, deletePreview, updatePreview, type RecordKind } from "./previews.server";
import { adminLink, defineTool, IdArgs } from "./tool-kit.server";

type NamedReview = Review & { productName?: string | null };

/** A review as an operator recognises it: its author, its stars and the product it is about. */
export const REVIEW: RecordKind<NamedReview> = {
  noun: "review",
  async get(db, id) {
    const row = await getReviewForAdmin(db, id);
    if (!row.productId) return row;
    const product = await getProductForAdmin(db, row.productId).catch(() => null);
    return { ...row, productName: product?.name ?? null };
  },
  name: (row) => `the review by ${row.customerName} (${row.rating}★${row.productName ? `, ${row.productName}` : ""})`,
  link: adminLink.review,
};

export const REVIEW_TOOLS = [
  defineTool({
    name: "create_review",
    description: "Create a customer review (rating 1-5; published unless status is hidden).",
    schema: ReviewSchema,
    async preview(ctx, args) {
      const card = await createPreview(
        (value: z.output<typeof ReviewSchema>) => `Add a review by ${value.customerName}`,
        ["customerName", "rating", "reviewText", "status"],
      )(ctx, args);
      // the product it is about, by name: a review shown on the wrong product is the mistake to catch here
      const productId = args.value.productId;
      if (!productId) return card;
      const product = await getProductForAdmin(ctx.db, productId);
      return { ...card, target: { text: product.name, href: adminLink.product(product.id) } };
    },
    async run({ db, actor }, { input }) {
      const row = await createReview(db, input, actor);
      return {
        message: `Created a review by ${row.customerName}.`,
        data: { id: row.id, customerName: row.customerName, rating: row.rating },
      };
    },
  }),
  defineTool({
    name: "update_review",
    description:
      "Change some fields of a review, e.g. hide it with status hidden: give its id and only the fields to change.",
    schema: ReviewPatchSchema,
    preview: updatePreview(REVIEW, ReviewUpdateSchema, toReviewInput),
    async run({ db, actor }, { input }) {
      const row = await patchReview(db, input, actor);
      return { message: `Updated the review by ${row.customerName}.`, data: { id: row.id, status: row.status } };
    },
  }),
  defineTool({
    name: "delete_review",
    description: "Delete a review (destructive: needs the operator's explicit confirmation).",
    schema: IdArgs,
    preview: deletePreview(REVIEW, (name) => `Delete ${name}`),
    async run({ db, actor }, { value }) {
      const row = await deleteReview(db, value, actor);
      return { message: "Deleted the review.", data: row };
    },
  }),
];
