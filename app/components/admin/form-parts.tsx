import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState, type ComponentProps } from "react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { OptionList, Select } from "~/components/ui/select";
import { dropRow, moveItem, patchRow } from "~/lib/list-edit";
import { slugify, toSlugInput } from "~/lib/schema-fields";

import { useFieldValue, type BoundField } from "./bound-fields";

// Form pieces the admin catalogue forms share (product, add-on, review, video, FAQ).

let partCounter = 0;
/** A unique React key for a row added to a list editor. */
export const newRowKey = () => `part-${++partCounter}`;
export type Row<T> = T & { key: string };
/** A list editor's starting rows: the stored entries, each with its key. */
export const keyedRows = <T,>(items: readonly T[]): Row<T>[] => items.map((item) => ({ ...item, key: newRowKey() }));

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A text input that follows SPEC §5's slug typing: lowercase, anything else a hyphen. */
export function SlugField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (slug: string) => void;
  error?: string;
}) {
  return (
    <Field label="Slug" error={error} hint="Lowercase letters, numbers and hyphens; the page address.">
      <Input
        name="slug"
        value={value}
        onChange={(e) => onChange(toSlugInput(e.target.value))}
        autoComplete="off"
        required
      />
    </Field>
  );
}

/**
 * The Name field and the Slug after it. On a new record the slug follows the name until someone edits
 * the slug itself; a saved record keeps its slug unless it is edited.
 */
export function NameSlugFields({
  record,
  errors,
}: {
  record?: { name: string; slug: string };
  errors: Record<string, string>;
}) {
  const [slug, setSlug] = useState(record?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(record));
  return (
    <>
      <Field label="Name" error={errors.name}>
        <Input
          name="name"
          defaultValue={record?.name}
          required
          onChange={(ev) => {
            if (!slugTouched) setSlug(slugify(ev.target.value));
          }}
        />
      </Field>
      <SlugField
        value={slug}
        error={errors.slug}
        onChange={(value) => {
          setSlugTouched(true);
          setSlug(value);
        }}
      />
    </>
  );
}

type Options = readonly (readonly [value: string, label: string])[];

const DRAFT_OR_PUBLISHED: Options = [
  ["draft", "Draft"],
  ["published", "Published"],
];

/** The Status select of records that start as drafts (products, add-ons), bound as `field("status", "draft")`. */
export function DraftStatusField(props: BoundField) {
  return (
    <SelectField label="Status" {...props} options={DRAFT_OR_PUBLISHED} hint="Drafts are never shown in the shop." />
  );
}

/** A record a form can pick by id (the product a review, a video or an add-on goes with). */
export type RecordChoice = { id: string; name: string };

/** Options for picking one record by id, after a first option (value "") that picks none. */
export function choicesWithNone(none: string, records: readonly RecordChoice[]): Options {
  return [["", none], ...records.map((r) => [r.id, r.name] as const)];
}

/** A labelled select; `options` are [value, label] pairs, shown in order. */
export function SelectField({
  label,
  name,
  defaultValue,
  options,
  error,
  hint,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: Options;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Select name={name} defaultValue={defaultValue}>
        <OptionList pairs={options} />
      </Select>
    </Field>
  );
}

/** The bin button that removes one entry of a list editor. */
export function RemoveButton({
  label,
  onClick,
  iconClassName = "h-4 w-4",
}: {
  label: string;
  onClick: () => void;
  iconClassName?: string;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" className={iconClassName} />
    </Button>
  );
}

/** The input attributes of a count typed by hand (stock, months, a position): a whole number, 0 or more. */
export const WHOLE_NUMBER = { type: "number", min: 0, step: 1, inputMode: "numeric" } as const;

export function WholeNumberInput(props: ComponentProps<typeof Input>) {
  return <Input {...WHOLE_NUMBER} {...props} />;
}

/** The "Add …" button under a list editor, which appends an empty entry. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={onClick}>
      <Plus aria-hidden="true" className="h-4 w-4" /> {label}
    </Button>
  );
}

/** A text input bound to its field, with a live character count against its limit. */
export function CountedField({
  label,
  name,
  max,
  defaultValue,
  error,
  multiline,
}: BoundField & { label: string; max: number; multiline?: boolean }) {
  const [value, onChange] = useFieldValue({ defaultValue });
  const hint = `${value.length}/${max} characters`;
  return (
    <Field label={label} error={error} hint={hint}>
      {multiline ? (
        <Textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} rows={3} />
      ) : (
        <Input name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * A list of single-line values (features, variant options) with add, remove and reorder. Each value posts as
 * `name`, and its error is `errors["name.i"]`.
 */
export function StringListEditor({
  legend,
  name,
  itemLabel,
  items,
  onChange,
  errors,
}: {
  legend: string;
  name: string;
  itemLabel: string;
  items: Row<{ value: string }>[];
  onChange: (items: Row<{ value: string }>[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{legend}</p>
      <NoneYet items={items} />
      <ul className="flex flex-col gap-2">
        {items.map((item, i) => {
          const error = errors[`${name}.${i}`];
          return (
            <li key={item.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-1">
                <Input
                  name={name}
                  aria-label={`${itemLabel} ${i + 1}`}
                  value={item.value}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => onChange(patchRow(items, item.key, { value: e.target.value }))}
                />
                <ReorderButtons index={i} items={items} onChange={onChange} label={`${itemLabel} ${i + 1}`} />
                <RemoveButton
                  label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
                  onClick={() => onChange(dropRow(items, item.key))}
                />
              </div>
              {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <AddRowButton
        label={`Add ${itemLabel.toLowerCase()}`}
        onClick={() => onChange([...items, { value: "", key: newRowKey() }])}
      />
    </div>
  );
}

/** The line a list editor shows while its list is empty. */
export function NoneYet({ items }: { items: readonly unknown[] }) {
  return items.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null;
}

/** Up and down buttons that move entry `index` of `items` by one place; `label` names the entry. */
export function ReorderButtons<T>({
  index,
  items,
  onChange,
  label,
  size = "icon",
}: {
  index: number;
  items: readonly T[];
  onChange: (items: T[]) => void;
  label: string;
  size?: "icon" | "sm";
}) {
  const onMove = (from: number, to: number) => onChange(moveItem(items, from, to));
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size={size}
        aria-label={`Move ${label} down`}
        disabled={index === items.length - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </Button>
    </>
  );
}
