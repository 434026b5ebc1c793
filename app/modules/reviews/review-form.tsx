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
        {review?.verifiedPurchase ? (
          <p className="text-sm text-muted-foreground">Verified purchase: written by the buyer of an order.</p>
        ) : null}
        <SelectField label="Status" {...field("status", "published")} options={STATUSES} />
      </Section>
    </AdminForm>
  );
}
