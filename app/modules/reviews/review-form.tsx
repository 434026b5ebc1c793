import { bindFields, TextField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import { choicesWithNone, CountedField, Section, SelectField, type RecordChoice } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import type { Review } from "~/db/schema/reviews";
import { MediaField } from "~/modules/media/media-field";

import { ReviewSchema } from "./reviews.schema";

const RATINGS = [5, 4, 3, 2, 1].map((n) => [String(n), `${n}/5`] as const);
const STATUSES = [
  ["published", "Published"],
  ["hidden", "Hidden"],
] as const;

export function ReviewForm({
  review,
  products,
  result,
  cancelTo,
}: AdminFormProps & { review?: Review; products: RecordChoice[] }) {
  const form = useAdminForm(ReviewSchema, result);
  const field = bindFields(form, review);
  return (
    <AdminForm form={form} label={review ? "Update Review" : "Create Review"} cancelTo={cancelTo}>
      <Section title="Review">
        {review?.source === "order" ? (
          <BuyersWords review={review} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Customer name" {...field("customerName")} required autoComplete="off" />
              <SelectField label="Rating" {...field("rating", 5)} options={RATINGS} />
            </div>
            <CountedField label="Review text" {...field("reviewText")} max={1000} multiline />
            <MediaField label="Review image" kind="review" {...field("reviewImage")} />
            <SelectField
              label="Product"
              {...field("productId")}
              options={choicesWithNone("No product", products)}
              hint="Optional: leave empty for a review of the shop."
            />
          </>
        )}
        <SelectField label="Status" {...field("status", "published")} options={STATUSES} />
        <TextField
          label="Reason for hiding"
          {...field("hiddenReason")}
          hint={review?.source === "order" ? "Needed to hide a buyer's review." : "Optional."}
        />
        <CountedField label="Public reply" {...field("reply")} max={1000} multiline />
      </Section>
    </AdminForm>
  );
}

/**
 * A buyer's review as they wrote it: shown, never editable (staff hide it with a reason or reply to it),
 * and posted back unchanged so the form's schema still reads a whole review.
 */
function BuyersWords({ review }: { review: Review }) {
  return (
    <div className="rounded-md border bg-muted/40 p-4 text-sm">
      <p className="font-semibold">
        {review.customerName} · {review.rating}/5
      </p>
      {review.title ? <p className="mt-1 font-medium">{review.title}</p> : null}
      <p className="mt-1 whitespace-pre-line">{review.reviewText}</p>
      <p className="mt-2 text-muted-foreground">
        {review.verifiedPurchase ? "Verified purchase: written by the buyer of an order. " : ""}A buyer&apos;s words
        cannot be edited.
      </p>
      <input type="hidden" name="customerName" value={review.customerName} />
      <input type="hidden" name="rating" value={review.rating} />
      <input type="hidden" name="reviewText" value={review.reviewText} />
      <input type="hidden" name="reviewImage" value={review.reviewImage} />
      <input type="hidden" name="productId" value={review.productId ?? ""} />
    </div>
  );
}
