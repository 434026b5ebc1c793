// Review and order tools: the review form's schema and module functions, and the order dialog's
// schema and updateOrder (orders are never deleted).
import { z } from "zod";

import type { Review } from "~/db/schema/reviews";
import { orderChangeFor, updateOrder } from "~/modules/orders/order-admin.server";
import { SETTABLE_ORDER_STATUSES } from "~/modules/orders/orders.schema";
import { createReview, deleteReview, getReviewForAdmin, patchReview } from "~/modules/reviews/reviews-admin.server";
import { ReviewPatchSchema, ReviewSchema, ReviewUpdateSchema, toReviewInput } from "~/modules/reviews/reviews.schema";

import { changeCard, createCard, deletePreview, updatePreview, type RecordKind } from "./previews.server";
import { adminLink, defineTool, IdArgs } from "./tool-kit.server";

// Only the order number is checked here; the merged values go through the order dialog's schema.
const UpdateOrderArgs = z.strictObject({
  orderNumber: z
    .string({ error: "Give the order's number" })
    .trim()
    .min(1, "Give the order's number")
    .max(20, "Order not found")
    .describe("e.g. RH-7K3M9Q2XPA"),
  // cancelling refunds money: only on the order page, never here
  status: z
    .enum(SETTABLE_ORDER_STATUSES, {
      error: "Status must be pending, processing or shipped (cancel on the order's page)",
    })
    .optional(),
  trackingNumber: z.string().max(100).optional().describe("Carrier tracking number; a new one marks the order shipped"),
  notes: z.string().max(5000).optional().describe("Internal notes"),
});

const REVIEW: RecordKind<Review> = {
  noun: "review",
  get: getReviewForAdmin,
  name: (row) => `the review by ${row.customerName}`,
  link: adminLink.review,
};

export const REVIEW_ORDER_TOOLS = [
  defineTool({
    name: "create_review",
    description: "Create a customer review (rating 1-5; published unless status is hidden).",
    schema: ReviewSchema,
    async preview(_ctx, { value }) {
      return createCard(`Add a review by ${value.customerName}`, {
        customerName: value.customerName,
        rating: value.rating,
        reviewText: value.reviewText,
        status: value.status,
      });
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
  defineTool({
    name: "update_order",
    description:
      "Update an order's status, tracking number or internal notes, by order number. A new " +
      "tracking number marks the order shipped and emails the customer.",
    schema: UpdateOrderArgs,
    async preview({ db }, { value }) {
      const { stored, input } = await orderChangeFor(db, value.orderNumber, value);
      const trackingChanged = input.trackingNumber !== null && input.trackingNumber !== (stored.trackingNumber ?? null);
      const after = {
        status: trackingChanged ? "shipped" : input.status,
        trackingNumber: input.trackingNumber,
        notes: input.notes,
      };
      const changes = Object.fromEntries(
        (["status", "trackingNumber", "notes"] as const)
          .filter((k) => (stored[k] ?? null) !== (after[k] ?? null))
          .map((k) => [k, { before: stored[k], after: after[k] }]),
      );
      const title =
        after.status !== stored.status
          ? after.status === "shipped"
            ? `Mark order ${stored.orderNumber} as shipped`
            : `Set order ${stored.orderNumber} to ${after.status}`
          : `Edit order ${stored.orderNumber}`;
      return changeCard(title, { text: stored.orderNumber, href: adminLink.order(stored.orderNumber) }, changes);
    },
    async run({ db, actor }, { value }) {
      const { input } = await orderChangeFor(db, value.orderNumber, value);
      const { order, markedShipped } = await updateOrder(db, input, actor);
      const message = markedShipped
        ? `Order ${order.orderNumber} updated and marked as shipped.`
        : `Order ${order.orderNumber} updated.`;
      return {
        message,
        data: { orderNumber: order.orderNumber, status: order.status, trackingNumber: order.trackingNumber },
      };
    },
  }),
];
