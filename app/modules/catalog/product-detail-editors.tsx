import { AddRowButton, newRowKey, NoneYet, RemoveButton, type Row } from "~/components/admin/form-parts";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { dropRow, patchRow } from "~/lib/list-edit";
import { MediaField } from "~/modules/media/media-field";

import { AnyOptionWaiting, detailsOf, VariantDetailFields, type VariantDetails } from "./variant-details";

// The product form's list editors: variants (each with its image, SKU, stock, price and alert) and tech specs.

type Variant = Row<{ option: string; image: string; details: VariantDetails }>;

export function VariantEditor({
  items,
  onChange,
  errors,
  waiting,
}: {
  items: Variant[];
  onChange: (items: Variant[]) => void;
  errors: Record<string, string>;
  /** shoppers waiting per variant name ('' for any option); absent on a new product */
  waiting?: Record<string, number>;
}) {
  const update = (key: string, change: Partial<Variant>) => onChange(patchRow(items, key, change));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">Variant options</p>
      {items.length && waiting?.[""] ? <AnyOptionWaiting count={waiting[""]} /> : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No variants: the product is sold as one item.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {items.map((item, i) => {
          const error = errors[`variantOptions.${i}`];
          return (
            <li key={item.key} className="flex flex-col gap-3 rounded-md border p-3">
              <div className="flex items-end gap-1">
                <Field label={`Variant option ${i + 1}`} error={error} className="flex-1">
                  <Input
                    name="variantOptions"
                    value={item.option}
                    onChange={(e) => update(item.key, { option: e.target.value })}
                    placeholder="e.g. Midnight Black"
                  />
                </Field>
                <RemoveButton
                  label={`Remove variant option ${i + 1}`}
                  onClick={() => onChange(dropRow(items, item.key))}
                />
              </div>
              <MediaField
                label={`Variant ${i + 1} image`}
                name="variantImage"
                kind="variant"
                value={item.image}
                onChange={(image) => update(item.key, { image })}
              />
              <VariantDetailFields
                index={i}
                details={item.details}
                waiting={waiting ? (waiting[item.option] ?? 0) : undefined}
              />
            </li>
          );
        })}
      </ul>
      <AddRowButton
        label="Add variant option"
        onClick={() =>
          onChange([...items, { option: "", image: "", details: detailsOf(undefined, true), key: newRowKey() }])
        }
      />
    </div>
  );
}

/** A tech spec's two inputs: what is measured, and its measure. */
const SPEC_PARTS = {
  label: { name: "techSpecLabel", placeholder: "Label, e.g. Screen" },
  value: { name: "techSpecValue", placeholder: "Value, e.g. 3.5-inch IPS" },
};

export function TechSpecEditor({
  items,
  onChange,
  errors,
}: {
  items: Row<{ label: string; value: string }>[];
  onChange: (items: Row<{ label: string; value: string }>[]) => void;
  errors: Record<string, string>;
}) {
  const update = (key: string, change: Partial<{ label: string; value: string }>) =>
    onChange(patchRow(items, key, change));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">Tech specs</p>
      <NoneYet items={items} />
      <ul className="flex flex-col gap-2">
        {items.map((item, i) => {
          const error = errors[`techSpecs.${i}.label`] ?? errors[`techSpecs.${i}.value`];
          const specInput = (part: keyof typeof SPEC_PARTS, className?: string) => (
            <Input
              name={SPEC_PARTS[part].name}
              aria-label={`Spec ${i + 1} ${part}`}
              placeholder={SPEC_PARTS[part].placeholder}
              value={item[part]}
              onChange={(e) => update(item.key, { [part]: e.target.value })}
              className={className}
            />
          );
          return (
            <li key={item.key} className="flex flex-col gap-1">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                {specInput("label", "sm:w-1/3")}
                <div className="flex flex-1 items-center gap-1">
                  {specInput("value")}
                  <RemoveButton label={`Remove spec ${i + 1}`} onClick={() => onChange(dropRow(items, item.key))} />
                </div>
              </div>
              {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <AddRowButton label="Add spec" onClick={() => onChange([...items, { label: "", value: "", key: newRowKey() }])} />
    </div>
  );
}
