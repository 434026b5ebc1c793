import type { SubmissionResult } from "@conform-to/react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { DELIVERY_METHODS, deliveryCost, type DeliveryMethod } from "~/modules/cart/delivery";
import type { DeliveryOption } from "~/modules/settings/delivery-dates";
import { importChargesNote } from "~/modules/settings/delivery-destinations";

import { ADDRESS_FIELDS, BackButton, BackForm, Checkbox, StepForm, StepHeading, type Address } from "./checkout-parts";
import { CheckoutReview } from "./checkout-review";
import { STEP_PATHS } from "./checkout-steps";
import { phoneHint, ShippingStepSchema, type ShippingAddress } from "./checkout.schema";
import { useStepForm } from "./use-step-form";

type ShippingStepProps = {
  /** the contact the first step took, shown with its "Change" link */
  email: string;
  address: Address;
  saveInfo: boolean;
  shippingMethod: DeliveryMethod;
  subtotal: number;
  freeDeliveryThreshold: number;
  delivery: Record<DeliveryMethod, DeliveryOption>;
  /** the places the shop delivers to (settings) */
  countries: string[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  lastResult?: SubmissionResult<string[]>;
  edit: (name: keyof Address) => (value: string) => void;
  onSaveInfo: (value: boolean) => void;
  onShippingMethod: (method: DeliveryMethod) => void;
  onContinue: (address: ShippingAddress) => void;
};

type AddressControlProps = {
  name: string;
  autoComplete: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/** Step 2: the shipping address and the delivery method with its fee. */
export function ShippingStep(props: ShippingStepProps) {
  const {
    email,
    address,
    saveInfo,
    shippingMethod,
    subtotal,
    freeDeliveryThreshold,
    delivery,
    countries,
    headingRef,
    lastResult,
    onSaveInfo,
    onShippingMethod,
    onContinue,
  } = props;
  const form = useStepForm(ShippingStepSchema, lastResult, onContinue);
  const errors = form.errors;
  const edit = (name: keyof Address) => (value: string) => {
    props.edit(name)(value);
    form.edited(name);
  };
  /** One address field, labelled as ADDRESS_FIELDS says; a text input unless `control` draws another. */
  const field = (
    name: keyof Address,
    control = (props: AddressControlProps) => <Input {...props} />,
    hint?: string,
  ) => {
    const { label, autoComplete } = ADDRESS_FIELDS.find((f) => f.name === name)!;
    return (
      <Field label={label} error={errors[name]} hint={hint}>
        {control({ name, autoComplete, value: address[name], onChange: (e) => edit(name)(e.target.value) })}
      </Field>
    );
  };
  return (
    <>
      <StepForm form={form}>
        <CheckoutReview email={email} />
        <StepHeading headingRef={headingRef}>Shipping address</StepHeading>
        {field("fullName")}
        {field("streetAddress")}
        {field("apartment")}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("city")}
          {field("postcode")}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {field("country", (props) => (
            <select {...props} className="h-11 w-full rounded-md border border-input bg-background px-3 text-base">
              {countries.map((country) => (
                <option key={country}>{country}</option>
              ))}
            </select>
          ))}
          {field(
            "phone",
            (props) => (
              <Input type="tel" {...props} />
            ),
            phoneHint(shippingMethod),
          )}
        </div>
        {importChargesNote(address.country) ? (
          <p className="rounded-md bg-muted p-3 text-sm">{importChargesNote(address.country)}</p>
        ) : null}
        <Checkbox checked={saveInfo} onChange={onSaveInfo}>
          Save this information for next time
        </Checkbox>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">Delivery method</legend>
          {DELIVERY_METHODS.map((method) => {
            const cost = deliveryCost(subtotal, method, freeDeliveryThreshold);
            return (
              <label
                key={method}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border p-4 " +
                    "focus-within:ring-2 focus-within:ring-ring",
                  shippingMethod === method && "border-primary bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  name="shippingMethod"
                  value={method}
                  checked={shippingMethod === method}
                  onChange={() => onShippingMethod(method)}
                  className="h-4 w-4 accent-[hsl(var(--primary))]"
                />
                <span className="flex-1">
                  <span className="block font-medium">{delivery[method].label}</span>
                  <span className="block text-sm text-muted-foreground">
                    {delivery[method].dates
                      ? `Arrives ${delivery[method].dates} (${delivery[method].time})`
                      : delivery[method].time}
                  </span>
                </span>
                <span className="font-semibold">{cost === 0 ? "Free" : formatPrice(cost)}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <BackButton form="checkout-back" />
          <Button type="submit" size="lg">
            Continue to payment
          </Button>
        </div>
      </StepForm>
      <BackForm id="checkout-back" to={STEP_PATHS.info} />
    </>
  );
}
