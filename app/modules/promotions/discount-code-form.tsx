import { AdminForm } from "~/components/admin/form-actions";
import { Section } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/components/ui/use-action-feedback";

import { DiscountCodeSchema } from "./discount-codes.schema";
import { Choice, ChosenItems, RadioChoices, type SaleItemChoice } from "./sale-form";

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
}: {
  choices: SaleItemChoice[];
  values: CodeFormValues;
  result: ActionResult;
  cancelTo: string;
  label: string;
}) {
  const form = useAdminForm(DiscountCodeSchema, result);
  const e = form.fieldErrors;
  return (
    <AdminForm form={form} label={label} cancelTo={cancelTo}>
      <Section title="Code">
        <Field label="Code" error={e.code} hint="What shoppers type; upper or lower case does not matter.">
          <Input name="code" required maxLength={32} defaultValue={values.code} autoCapitalize="characters" />
        </Field>
        <RadioChoices legend="Type of discount" name="kind" options={KINDS} checked={values.kind} error={e.kind} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Percentage off (%)" error={e.percentOff} hint="1 to 100, for a percentage off.">
            <Input name="percentOff" inputMode="numeric" defaultValue={values.percentOff} />
          </Field>
          <Field label="Amount off (£)" error={e.amountOff} hint="For an amount off the order's items.">
            <Input name="amountOff" inputMode="decimal" defaultValue={values.amountOff} />
          </Field>
        </div>
      </Section>
      <Section title="Conditions">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Starts (UK time)" error={e.startsAt} hint="Blank: now.">
            <Input type="datetime-local" name="startsAt" defaultValue={values.startsAt} />
          </Field>
          <Field label="Ends (UK time)" error={e.endsAt} hint="Blank: no end.">
            <Input type="datetime-local" name="endsAt" defaultValue={values.endsAt} />
          </Field>
          <Field label="Minimum spend (£)" error={e.minimumSpend} hint="On the items, before the code.">
            <Input name="minimumSpend" inputMode="decimal" defaultValue={values.minimumSpend} />
          </Field>
          <Field label="Total uses" error={e.usageLimit} hint="Blank: no limit.">
            <Input name="usageLimit" inputMode="numeric" defaultValue={values.usageLimit} />
          </Field>
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
