import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import { compareAtInput, WAS_PRICE_MIN_DAYS, WAS_PRICE_WINDOW_MONTHS } from "./promotions.schema";

const HINT =
  `Optional "was" price: only one sold for ${WAS_PRICE_MIN_DAYS}+ days in a row ` +
  `in the last ${WAS_PRICE_WINDOW_MONTHS} months.`;

/** The product and add-on forms' price, typed in pounds and stored in pence. */
export function PriceField({ pence, error, example }: { pence: number | undefined; error?: string; example: string }) {
  const value = pence === undefined ? "" : (pence / 100).toFixed(2);
  return (
    <Field label="Price (£)" error={error}>
      <Input name="price" inputMode="decimal" defaultValue={value} placeholder={example} required />
    </Field>
  );
}

/** The product and add-on forms' optional "was" price, with the rule it must meet. */
export function CompareAtField({ value, error }: { value: number | null | undefined; error?: string }) {
  return (
    <Field label="Compare-at price (£)" error={error} hint={HINT}>
      <Input name="compareAtPrice" inputMode="decimal" defaultValue={compareAtInput(value ?? null)} />
    </Field>
  );
}
