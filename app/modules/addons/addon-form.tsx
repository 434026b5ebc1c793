import { useState } from "react";

import { BaselineField } from "~/components/admin/baseline-field";
import { bindFields, TextField } from "~/components/admin/bound-fields";
import { AdminForm, type AdminFormProps } from "~/components/admin/form-actions";
import {
  choicesWithNone,
  DraftStatusField,
  keyedRows,
  NameSlugFields,
  Section,
  SelectField,
  StringListEditor,
  type RecordChoice,
} from "~/components/admin/form-parts";
import { useAdminForm } from "~/components/admin/use-admin-form";
import type { Addon } from "~/db/schema/addons";
import type { ItemVariant } from "~/db/schema/catalog";
import { AnyOptionWaiting, detailsOf, VariantDetailFields } from "~/modules/catalog/variant-details";
import { MediaField } from "~/modules/media/media-field";
import { CompareAtField, PriceField } from "~/modules/promotions/compare-at-field";

import { AddonFields, AddonFormSchema } from "./addons.schema";

const ADDON_FIELDS = Object.keys(AddonFields.shape);

export function AddonForm({
  addon,
  variants = [],
  waiting,
  products,
  result,
  cancelTo,
}: AdminFormProps & {
  addon?: Addon;
  /** the add-on's variants as stored: their SKU, stock, price and alert */
  variants?: ItemVariant[];
  /** shoppers waiting per variant name ('' for no option chosen); absent on a new add-on */
  waiting?: Record<string, number>;
  products: RecordChoice[];
}) {
  const form = useAdminForm(AddonFormSchema, result);
  const e = form.fieldErrors;
  const field = bindFields(form, addon);
  const [options, setOptions] = useState(() => keyedRows((addon?.variantOptions ?? []).map((value) => ({ value }))));
  return (
    <AdminForm form={form} label={addon ? "Update Add-on" : "Create Add-on"} cancelTo={cancelTo}>
      {addon ? <BaselineField record={addon} fields={ADDON_FIELDS} result={result} /> : null}
      <Section title="Add-on">
        <NameSlugFields record={addon} errors={e} />
        <TextField label="Description" {...field("description")} rows={5} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceField pence={addon?.price} error={e.price} example="12.99" />
          <CompareAtField value={addon?.compareAtPrice} error={e.compareAtPrice} />
          <SelectField label="Type" {...field("type", "accessory")} options={TYPES} />
        </div>
        <SelectField
          label="Linked product"
          {...field("productLinked")}
          options={choicesWithNone("No linked product", products)}
          hint="The console this add-on goes with; its page links to it."
        />
        <MediaField label="Image" kind="addon" {...field("image")} />
        <StringListEditor
          legend="Variant options"
          name="variantOptions"
          itemLabel="Variant option"
          items={options}
          onChange={setOptions}
          errors={e}
        />
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">Stock</p>
          {options.length && waiting?.[""] ? <AnyOptionWaiting count={waiting[""]} /> : null}
          {(options.length ? options : [{ value: "", key: "default" }]).map((option, i) => (
            <div key={option.key} className="rounded-md border p-3">
              {options.length ? <p className="mb-2 text-sm">{option.value || `Variant option ${i + 1}`}</p> : null}
              <VariantDetailFields
                index={options.length ? i : null}
                details={detailsOf(
                  variants.find((v) => v.name === (options.length ? option.value : "")),
                  false,
                )}
                untrackedHint
                waiting={waiting ? (waiting[options.length ? option.value : ""] ?? 0) : undefined}
              />
            </div>
          ))}
        </div>
        <DraftStatusField {...field("status", "draft")} />
      </Section>
    </AdminForm>
  );
}

const TYPES = [
  ["accessory", "Accessory"],
  ["upgrade", "Upgrade"],
] as const;
