import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { SummaryRow } from "~/components/ui/summary-row";
import type { ShippingAddress } from "~/db/schema/orders";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";

// Small pieces the checkout's steps share: the step list, a focusable step heading, a checkbox.

export const STEPS = [
  { id: "info", label: "Information" },
  { id: "shipping", label: "Shipping" },
  { id: "payment", label: "Payment" },
] as const;
export type Step = (typeof STEPS)[number]["id"];

/** The shipping step's fields, as the order stores them. */
export type Address = ShippingAddress;
export const EMPTY_ADDRESS: Address = {
  fullName: "",
  streetAddress: "",
  apartment: "",
  city: "",
  postcode: "",
  country: "United Kingdom",
  phone: "",
};

/**
 * The address's fields in the order a form asks for them, with their labels and autofill tokens: the
 * checkout's shipping step and the order page's address correction ask the same way.
 */
export const ADDRESS_FIELDS: readonly { name: keyof Address; label: string; autoComplete: string }[] = [
  { name: "fullName", label: "Full name", autoComplete: "name" },
  { name: "streetAddress", label: "Street address", autoComplete: "address-line1" },
  { name: "apartment", label: "Apartment, suite, etc. (optional)", autoComplete: "address-line2" },
  { name: "city", label: "Town/City", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
  { name: "phone", label: "Phone", autoComplete: "tel" },
];

export function CheckoutStepList({ step }: { step: Step }) {
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  return (
    <nav aria-label="Checkout steps" className="mt-4">
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm sm:gap-2">
        {STEPS.map((s, i) => (
          <li key={s.id} className="flex items-center gap-2" aria-current={s.id === step ? "step" : undefined}>
            <span
              className={cn(
                "flex h-7 w-7 items-center justify-center rounded-full border text-xs font-bold",
                i < stepIndex && "border-success bg-success text-white",
                i === stepIndex && "border-primary bg-primary text-primary-foreground",
              )}
            >
              {i < stepIndex ? <SpriteIcon name="Check" className="h-4 w-4" /> : i + 1}
            </span>
            <span className={cn(i === stepIndex ? "font-semibold" : "text-muted-foreground", "text-xs sm:text-sm")}>
              {s.label}
            </span>
            {i < STEPS.length - 1 ? (
              <span aria-hidden="true" className="mx-1 hidden h-px w-6 bg-border sm:inline-block" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A step's form: posted to its step's action without JavaScript, checked by `useStepForm` with it; marked so
 * that hydration can read what was typed before it (checkout-page.tsx).
 */
export function StepForm({
  form,
  children,
}: {
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      id={form.id}
      data-checkout-step
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-5"
    >
      {children}
    </Form>
  );
}

export function StepHeading({
  children,
  headingRef,
}: {
  children: ReactNode;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
      {children}
    </h2>
  );
}

export function Checkbox({
  name,
  checked,
  onChange,
  children,
}: {
  name?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-[hsl(var(--primary))]"
      />
      {children}
    </label>
  );
}

/** Subtotal, delivery, the VAT included, and the total: the checkout's summary and the confirmation page. */
export function OrderTotals({
  totals,
  className,
  totalClassName = "pt-3",
}: {
  /** an order placed before discount codes has none */
  totals: Omit<Totals, "discount" | "discountCode"> & Partial<Pick<Totals, "discount" | "discountCode">>;
  className?: string;
  totalClassName?: string;
}) {
  return (
    <dl className={cn("flex flex-col gap-2 text-sm", className)}>
      <SummaryRow label="Subtotal">{formatPrice(totals.subtotal)}</SummaryRow>
      <SummaryRow label="Delivery">{totals.shippingCost === 0 ? "Free" : formatPrice(totals.shippingCost)}</SummaryRow>
      {totals.discount ? (
        <SummaryRow label={`Discount (${totals.discountCode})`}>−{formatPrice(totals.discount)}</SummaryRow>
      ) : null}
      <SummaryRow label="VAT (20%, included)" className="text-muted-foreground">
        {formatPrice(totals.vat)}
      </SummaryRow>
      <SummaryRow label="Total" className={cn("border-t text-base font-bold", totalClassName)}>
        {formatPrice(totals.total)}
      </SummaryRow>
    </dl>
  );
}

/**
 * Back to the step before, as a button that works without JavaScript: it submits a form of its own
 * (placed outside the step's form, which it may not be nested in) that opens the earlier step's URL.
 */
export function BackButton({ form }: { form: string }) {
  return (
    <Button type="submit" form={form} variant="outline" size="lg">
      Back
    </Button>
  );
}

export function BackForm({ id, to }: { id: string; to: string }) {
  return <Form id={id} method="get" action={to} className="hidden" />;
}
