import { useState } from "react";

import { AdminForm } from "~/components/admin/form-actions";
import { choicesWithNone, CountedField, Section, SelectField } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";
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
}: {
  review?: Review;
  products: { id: string; name: string }[];
  result: ActionResult;
  cancelTo: string;
}) {
  const form = useAdminForm(ReviewSchema, result);
  const e = form.fieldErrors;
  const [text, setText] = useState(review?.reviewText ?? "");
  const [image, setImage] = useState(review?.reviewImage ?? "");
  return (
    <AdminForm form={form} label={review ? "Update Review" : "Create Review"} cancelTo={cancelTo}>
      <Section title="Review">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Customer name" error={e.customerName}>
            <Input name="customerName" defaultValue={review?.customerName} required autoComplete="off" />
          </Field>
          <SelectField
            label="Rating"
            name="rating"
            defaultValue={String(review?.rating ?? 5)}
            options={RATINGS}
            error={e.rating}
          />
        </div>
        <CountedField
          label="Review text"
          name="reviewText"
          max={1000}
          value={text}
          onChange={setText}
          error={e.reviewText}
          multiline
        />
        <MediaField
          label="Review image"
          name="reviewImage"
          kind="review"
          value={image}
          onChange={setImage}
          error={e.reviewImage}
        />
        <SelectField
          label="Product"
          name="productId"
          defaultValue={review?.productId ?? ""}
          options={choicesWithNone("No product", products)}
          error={e.productId}
          hint="Optional: leave empty for a review of the shop."
        />
        {review?.verifiedPurchase ? (
          <p className="text-sm text-muted-foreground">Verified purchase: written by the buyer of an order.</p>
        ) : null}
        <SelectField
          label="Status"
          name="status"
          defaultValue={review?.status ?? "published"}
          options={STATUSES}
          error={e.status}
        />
      </Section>
    </AdminForm>
  );
}
