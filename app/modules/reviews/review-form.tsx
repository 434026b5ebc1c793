import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { ActionResult } from "~/components/ui/use-action-feedback";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { Review } from "~/db/schema";
import { CsrfField } from "~/components/admin/csrf-field";
import { CountedField, Section } from "~/components/admin/form-parts";
import { MediaField } from "~/modules/media/media-field";
import { FormActions, UploadsProvider } from "~/components/admin/form-actions";
import { reviewFormValues, ReviewSchema } from "./reviews.schema";

export function ReviewForm({ review, products, result, cancelTo }: { review?: Review; products: { id: string; name: string }[]; result: ActionResult; cancelTo: string }) {
  const busy = useNavigation().state === "submitting";
  const { onSubmit, problem, fieldErrors: e } = useSchemaForm(ReviewSchema, reviewFormValues, result);
  const [text, setText] = useState(review?.reviewText ?? "");
  const [image, setImage] = useState(review?.reviewImage ?? "");
  return (
    <UploadsProvider>
      <Form method="post" className="flex max-w-4xl flex-col gap-6" onSubmit={onSubmit} noValidate>
        <CsrfField />
        <Section title="Review">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Customer name" error={e.customerName}>
              <Input name="customerName" defaultValue={review?.customerName} required autoComplete="off" />
            </Field>
            <Field label="Rating" error={e.rating}>
              <Select name="rating" defaultValue={String(review?.rating ?? 5)}>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n}/5
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <CountedField label="Review text" name="reviewText" max={1000} value={text} onChange={setText} error={e.reviewText} multiline />
          <MediaField label="Review image" name="reviewImage" kind="review" value={image} onChange={setImage} error={e.reviewImage} />
          <Field label="Product" error={e.productId} hint="Optional: leave empty for a review of the shop.">
            <Select name="productId" defaultValue={review?.productId ?? ""}>
              <option value="">No product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="verifiedPurchase" defaultChecked={review?.verifiedPurchase ?? false} className="h-4 w-4 accent-primary" />
            Verified purchase
          </label>
          <Field label="Status" error={e.status}>
            <Select name="status" defaultValue={review?.status ?? "published"}>
              <option value="published">Published</option>
              <option value="hidden">Hidden</option>
            </Select>
          </Field>
        </Section>
        <FormActions problem={problem} busy={busy} label={review ? "Update Review" : "Create Review"} cancelTo={cancelTo} />
      </Form>
    </UploadsProvider>
  );
}
