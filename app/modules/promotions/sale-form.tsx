import type { ReactNode } from "react";

import { bindFields, TextField, type BoundField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import { Section } from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";

import {
  discountLabel,
  LiveSaleChangeSchema,
  SALE_TARGET_LABELS,
  SaleSchema,
  targetLabel,
  type SaleFormValues,
  type SaleInput,
} from "./sales.schema";

const DISCOUNT_TYPES = [
  ["percent", "Percentage off"],
  ["amount", "Amount off"],
] as const;

export type SaleItemChoice = { kind: "product" | "addon"; id: string; name: string };

/** A labelled group of radio buttons (or checkboxes) with its error announced under the legend. */
export function ChoiceGroup({
  legend,
  error,
  hint,
  children,
}: {
  legend: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {children}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The "Chosen items" checkboxes of a sale or a code, products and add-ons apart; each value is `kind:id`. */
export function ChosenItems({
  choices,
  error,
  hint,
  checked,
}: {
  choices: SaleItemChoice[];
  error?: string;
  hint: string;
  checked: readonly string[];
}) {
  const group = (kind: SaleItemChoice["kind"]) => choices.filter((c) => c.kind === kind);
  return (
    <ChoiceGroup legend="Chosen items" error={error} hint={hint}>
      {(["product", "addon"] as const).map((kind) =>
        group(kind).length ? (
          <div key={kind} className="grid gap-x-4 sm:grid-cols-2">
            <p className="text-xs font-semibold text-muted-foreground uppercase sm:col-span-2">
              {kind === "product" ? "Products" : "Add-ons"}
            </p>
            {group(kind).map((item) => (
              <Choice
                key={item.id}
                type="checkbox"
                name="items"
                value={`${item.kind}:${item.id}`}
                label={item.name}
                defaultChecked={checked.includes(`${item.kind}:${item.id}`)}
              />
            ))}
          </div>
        ) : null,
      )}
    </ChoiceGroup>
  );
}

export function Choice({
  type = "radio",
  name,
  value,
  label,
  defaultChecked,
}: {
  type?: "radio" | "checkbox";
  name: string;
  value: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type={type} name={name} value={value} defaultChecked={defaultChecked} className="h-4 w-4" />
      {label}
    </label>
  );
}

/** One radio button per [value, label] option, in order, under a legend; `checked` is the value chosen first. */
export function RadioChoices({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  checked: string;
  error?: string;
}) {
  return (
    <ChoiceGroup legend={legend} error={error}>
      {options.map(([value, label]) => (
        <Choice key={value} name={name} value={value} label={label} defaultChecked={value === checked} />
      ))}
    </ChoiceGroup>
  );
}

/** What a sale or a code takes off: a percentage or an amount, with what each allows. */
export function AmountOffFields({
  field,
  percentHint,
  amountHint,
}: {
  field: (name: "percentOff" | "amountOff") => BoundField;
  percentHint: string;
  amountHint: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Percentage off (%)" {...field("percentOff")} hint={percentHint} inputMode="numeric" />
      <TextField label="Amount off (£)" {...field("amountOff")} hint={amountHint} inputMode="decimal" />
    </div>
  );
}

/**
 * The sale form, new or scheduled (every field; `values` are the stored sale's). Times are UK times. A live
 * sale has its own form (LiveSaleForm).
 */
export function SaleForm({
  choices,
  startDefault,
  values,
  result,
  cancelTo,
}: AdminFormProps & {
  choices: SaleItemChoice[];
  /** now, as a date-and-time input's value in UK time */
  startDefault: string;
  values?: SaleFormValues;
}) {
  const form = useAdminForm(SaleSchema, result);
  const e = form.fieldErrors;
  const field = bindFields<Partial<SaleInput>>(form, values ?? { startsAt: startDefault });
  return (
    <AdminForm form={form} label={values ? "Save Sale" : "Create Sale"} cancelTo={cancelTo}>
      <Section title="Sale">
        <TextField label="Name" {...field("name")} required maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts (UK time)"
            {...field("startsAt")}
            hint="Now or later; a start that is due begins at once."
            type="datetime-local"
            required
          />
          <EndsField field={field} />
        </div>
      </Section>
      <Section title="Discount">
        <RadioChoices
          legend="Type of discount"
          name="discountType"
          options={DISCOUNT_TYPES}
          checked={values?.discountType ?? "percent"}
          error={e.discountType}
        />
        <AmountOffFields
          field={field}
          percentHint="1 to 90, for a percentage off."
          amountHint="For an amount off; a price never goes below £0."
        />
      </Section>
      <Section title="Applies to">
        <RadioChoices
          legend="What the sale applies to"
          name="target"
          options={Object.entries(SALE_TARGET_LABELS)}
          checked={values?.target ?? "all_products"}
          error={e.target}
        />
        <ChosenItems
          choices={choices}
          error={e.items}
          hint="Used when the sale applies to chosen items."
          checked={values?.items ?? []}
        />
      </Section>
    </AdminForm>
  );
}

function EndsField({ field }: { field: (name: "endsAt") => BoundField }) {
  return (
    <TextField
      label="Ends (UK time)"
      {...field("endsAt")}
      hint="Prices go back to what they were then."
      type="datetime-local"
      required
    />
  );
}

/**
 * A live sale's form: its end and how much it takes off (a percentage stays a percentage), the rest shown as
 * it runs. Saving reprices its items at once.
 */
export function LiveSaleForm({
  sale,
  values,
  result,
  cancelTo,
}: AdminFormProps & {
  sale: { percentOff: number | null; amountOff: number | null; target: SaleFormValues["target"]; items: unknown[] };
  values: SaleFormValues;
}) {
  const form = useAdminForm(LiveSaleChangeSchema, result);
  const field = bindFields<Partial<SaleInput>>(form, values);
  const percent = values.discountType === "percent";
  return (
    <AdminForm form={form} label="Save Sale" cancelTo={cancelTo}>
      <Section title="Sale">
        <p className="text-sm text-muted-foreground">
          Live now: {discountLabel(sale)}, {targetLabel(sale).toLowerCase()}. Its start and what it applies to no longer
          change; to stop it early, end it from the list.
        </p>
        <EndsField field={field} />
        {percent ? (
          <TextField
            label="Percentage off (%)"
            {...field("percentOff")}
            hint="1 to 90. Prices change as soon as you save."
            inputMode="numeric"
          />
        ) : (
          <TextField
            label="Amount off (£)"
            {...field("amountOff")}
            hint="A price never goes below £0. Prices change as soon as you save."
            inputMode="decimal"
          />
        )}
      </Section>
    </AdminForm>
  );
}
