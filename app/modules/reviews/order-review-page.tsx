import { Form, Link, useNavigation } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input, Textarea } from "~/components/ui/input";
import { Thumbnail } from "~/components/ui/responsive-image";
import { OptionList, Select } from "~/components/ui/select";
import type { ReviewRequestItem } from "~/db/schema/reviews";

// The page behind a review request's link: each product of the order with its own rating, title and
// text, and the buyer's name once for all of them. Plain server forms: it works before scripts load.

const RATINGS = [
  ["5", "5 stars: excellent"],
  ["4", "4 stars: good"],
  ["3", "3 stars: average"],
  ["2", "2 stars: poor"],
  ["1", "1 star: very poor"],
] as const;

type Refusal = { ok: false; error: string; fieldErrors: Record<string, string> };

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">{children}</div>;
}

function Done({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Shell>
      <h1 className="text-3xl font-bold">{heading}</h1>
      {children}
      <Link to="/" className={buttonClasses("primary", "md") + " self-start"}>
        Back to the shop
      </Link>
    </Shell>
  );
}

export function ReviewLinkUsed() {
  return (
    <Done heading="This review link has already been used">
      <p className="text-muted-foreground">
        Each order’s review link works once, and this one has been used. Thank you: your reviews reached us.
      </p>
    </Done>
  );
}

export function ReviewThanks({ count, orderNumber }: { count: number; orderNumber: string }) {
  return (
    <Done heading="Thank you for your review">
      <p className="text-muted-foreground">
        We have your {count === 1 ? "review" : `${count} reviews`} of order {orderNumber}. Each is marked “Verified
        purchase” and appears on the shop once we have checked it.
      </p>
    </Done>
  );
}

export function OrderReviewPage({
  orderNumber,
  customerName,
  items,
  answer,
}: {
  orderNumber: string;
  customerName: string;
  items: ReviewRequestItem[];
  answer: Refusal | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = answer?.fieldErrors ?? {};
  return (
    <Shell>
      <div>
        <h1 className="text-3xl font-bold">Review your order</h1>
        <p className="mt-2 text-muted-foreground">
          Order {orderNumber}. Rate the items you want to review; leave the rating empty to skip one.
        </p>
      </div>
      <FormAlert title="Please check your reviews" message={answer?.error} />
      <Form method="post" className="flex flex-col gap-6">
        <Field label="Your name, as shown with your reviews" error={errors.customerName}>
          <Input name="customerName" defaultValue={customerName} maxLength={100} required autoComplete="name" />
        </Field>
        {items.map((item, i) => (
          <fieldset key={item.productId} className="flex flex-col gap-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">
              {item.name}
              {item.variant ? <span className="font-normal text-muted-foreground"> ({item.variant})</span> : null}
            </legend>
            <input type="hidden" name={`reviews[${i}].productId`} value={item.productId} />
            <Thumbnail src={item.image} size={80} className="h-20 w-20 rounded" />
            <Field label={`Rating for ${item.name}`} error={errors[`reviews.${i}.rating`]}>
              <Select name={`reviews[${i}].rating`} defaultValue="">
                <option value="">Not rated (skip this item)</option>
                <OptionList pairs={RATINGS} />
              </Select>
            </Field>
            <Field label={`Title for ${item.name}`} error={errors[`reviews.${i}.title`]}>
              <Input name={`reviews[${i}].title`} maxLength={120} />
            </Field>
            <Field label={`Review of ${item.name}`} error={errors[`reviews.${i}.reviewText`]}>
              <Textarea name={`reviews[${i}].reviewText`} maxLength={1000} />
            </Field>
          </fieldset>
        ))}
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? "Sending..." : "Send my reviews"}
        </Button>
      </Form>
    </Shell>
  );
}
