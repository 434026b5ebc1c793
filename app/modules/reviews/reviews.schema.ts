import { z } from "zod";

import { requiredText, textField, urlOrEmpty, wholeNumber } from "~/lib/schema-fields";
import { productChoice } from "~/modules/catalog/product-choice";

// The admin review form (SPEC §5), shared by the form, the server action and the AI assistant. It has no
// "verified purchase": only a review tied to an order is verified (DESIGN.md), so one typed in by an
// operator never is, and an edit keeps what the review had.
export const ReviewSchema = z.object({
  customerName: requiredText("Customer name is required", "Customer name", 100),
  rating: wholeNumber("Rating must be between 1 and 5", { min: 1, max: 5, fallback: 5 }),
  reviewText: textField("Review text", 1000),
  reviewImage: urlOrEmpty("Must be a valid URL"),
  productId: productChoice(),
  status: z.enum(["published", "hidden"], { error: "Status must be published or hidden" }).default("published"),
  /** the shop's public reply, shown under the review */
  reply: textField("Reply", 1000),
  /** why it is hidden: required to hide a buyer's review, whose words staff never change */
  hiddenReason: textField("Reason for hiding", 200),
});
export type ReviewInput = z.input<typeof ReviewSchema>;

export const ReviewUpdateSchema = ReviewSchema.extend({ id: z.uuid("Unknown review") });
export type ReviewUpdateInput = z.input<typeof ReviewUpdateSchema>;

/** A partial edit: the id and only the fields to change, each checked as the form checks it. */
export const ReviewPatchSchema = z.strictObject({ id: z.uuid("Unknown review"), ...ReviewSchema.partial().shape });

export const MoveReviewSchema = z.object({ id: z.uuid("Unknown review"), direction: z.enum(["up", "down"]) });
export type MoveReviewInput = z.input<typeof MoveReviewSchema>;

export const ReviewListQuerySchema = z.object({
  search: z.string().trim().max(200).default(""),
  status: z.enum(["published", "hidden"]).optional().catch(undefined),
  /** exactly this many stars, or at most this many ("bad reviews"): the assistant's questions */
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  maxRating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});

/** A stored review as this schema's input, for partial edits. */
export function toReviewInput(review: z.output<typeof ReviewSchema>): ReviewInput {
  const { customerName, rating, reviewText, reviewImage, productId, status, reply, hiddenReason } = review;
  return { customerName, rating, reviewText, reviewImage, productId: productId ?? "", status, reply, hiddenReason };
}

/**
 * A buyer's reviews through their order's review link: one name, and for each product bought a rating
 * (left empty to skip that product), a title and a text.
 */
export const OrderReviewsSchema = z.object({
  customerName: requiredText("Your name is required", "Your name", 100),
  reviews: z
    .array(
      z.object({
        productId: z.uuid("Unknown product"),
        // a product left unrated is skipped
        rating: z.preprocess(
          (v) => (v === "" || v === null ? undefined : v),
          wholeNumber("Rating must be between 1 and 5", { min: 1, max: 5 }).optional(),
        ),
        title: textField("Title", 120),
        reviewText: textField("Review text", 1000),
      }),
    )
    .max(50),
});
export type OrderReviewsInput = z.input<typeof OrderReviewsSchema>;
