import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

import { compareAtInput, WAS_PRICE_MIN_DAYS, WAS_PRICE_WINDOW_MONTHS } from "./promotions.schema";

const HINT =
  `Optional "was" price: only one sold for ${WAS_PRICE_MIN_DAYS}+ days in a row ` +
  `in the last ${WAS_PRICE_WINDOW_MONTHS} months.`;

/** The product and add-on forms' optional "was" price, with the rule it must meet. */
export function CompareAtField({ value, error }: { value: number | null | undefined; error?: string }) {
  return (
    <Field label="Compare-at price (£)" error={error} hint={HINT}>
      <Input name="compareAtPrice" inputMode="decimal" defaultValue={compareAtInput(value ?? null)} />
    </Field>
  );
}
