import { bindFields, TextField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import { Section } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";

import { DiscountCodeSchema } from "./discount-codes.schema";
import { AmountOffFields, Choice, ChosenItems, RadioChoices, type SaleItemChoice } from "./sale-form";

/** The form's starting values: blank for a new code, the stored code's for an edit (times in UK time). */
export type CodeFormValues = {
  code: string;
  kind: "percentage" | "amount" | "free_delivery";
  percentOff: string;
  amountOff: string;
  minimumSpend: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  onePerEmail: boolean;
  appliesTo: "everything" | "products" | "addons" | "items";
  items: string[];
};

const KINDS = [
  ["percentage", "Percentage off"],
  ["amount", "Amount off"],
  ["free_delivery", "Free delivery"],
] as const;

const APPLIES = [
  ["everything", "Everything"],
  ["products", "All products"],
  ["addons", "All add-ons"],
  ["items", "Chosen items"],
] as const;

/** New and edit code form: the code, what it takes off, when, how often and on what. Times are UK times. */
export function DiscountCodeForm({
  choices,
  values,
  result,
  cancelTo,
  label,
}: AdminFormProps & {
  choices: SaleItemChoice[];
  values: CodeFormValues;
  label: string;
}) {
  const form = useAdminForm(DiscountCodeSchema, result);
  const e = form.fieldErrors;
  const field = bindFields(form, values);
  return (
    <AdminForm form={form} label={label} cancelTo={cancelTo}>
      <Section title="Code">
        <TextField
          label="Code"
          {...field("code")}
          hint="What shoppers type; upper or lower case does not matter."
          required
          maxLength={32}
          autoCapitalize="characters"
        />
        <RadioChoices legend="Type of discount" name="kind" options={KINDS} checked={values.kind} error={e.kind} />
        <AmountOffFields
          field={field}
          percentHint="1 to 100, for a percentage off."
          amountHint="For an amount off the order's items."
        />
      </Section>
      <Section title="Conditions">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Starts (UK time)" {...field("startsAt")} hint="Blank: now." type="datetime-local" />
          <TextField label="Ends (UK time)" {...field("endsAt")} hint="Blank: no end." type="datetime-local" />
          <TextField
            label="Minimum spend (£)"
            {...field("minimumSpend")}
            hint="On the items, before the code."
            inputMode="decimal"
          />
          <TextField label="Total uses" {...field("usageLimit")} hint="Blank: no limit." inputMode="numeric" />
        </div>
        <Choice
          type="checkbox"
          name="onePerEmail"
          value="on"
          label="One use per email address"
          defaultChecked={values.onePerEmail}
        />
      </Section>
      <Section title="Applies to">
        <RadioChoices
          legend="What the code applies to"
          name="appliesTo"
          options={APPLIES}
          checked={values.appliesTo}
          error={e.appliesTo}
        />
        <ChosenItems
          choices={choices}
          error={e.items}
          hint="Used when the code applies to chosen items."
          checked={values.items}
        />
      </Section>
    </AdminForm>
  );
}
