import type { ReactNode } from "react";

import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { OptionList } from "~/components/ui/select";

import { ListEditor } from "./list-editor";
import { ICON_NAMES, type SettingsForm } from "./settings.schema";

// The settings editor's small field builders, shared by its tabs (tabs/*.tsx). Plain functions
// returning elements, not components, so an input keeps its focus while its value changes. Every
// input carries its Conform name (`navItems[0].label`), so the form posts natively.

export type Errors = Record<string, string>;
type IconFeature = SettingsForm["featuresList"][number];
export type SetField = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
/** the settings that are lists, and the type of one entry */
type ListKey = {
  [K in keyof SettingsForm]-?: NonNullable<SettingsForm[K]> extends readonly unknown[] ? K : never;
}[keyof SettingsForm];
type ItemOf<K extends ListKey> = NonNullable<SettingsForm[K]> extends readonly (infer I)[] ? I : never;
type ListOptions<T> = { legend: string; itemLabel: string; max: number; newItem: () => T };
type TextColumn<T> = { name: keyof T & string; label: string; max: number; hint?: string };

/** `locked`: fields this person's role may see but not change (the payment settings for a Manager). */
export function settingsFields({
  values,
  errors,
  set,
  locked = [],
}: {
  values: SettingsForm;
  errors: Errors;
  set: SetField;
  locked?: readonly string[];
}) {
  const text = (
    key: keyof SettingsForm,
    label: string,
    opts: { max?: number; hint?: string; multiline?: boolean; type?: string } = {},
  ) => (
    <Field
      label={label}
      error={errors[key]}
      hint={locked.includes(key) ? `${opts.hint ?? ""} Only the shop's owner can change this.`.trim() : opts.hint}
    >
      {opts.multiline ? (
        <Textarea
          name={key}
          value={String(values[key] ?? "")}
          maxLength={opts.max ?? 500}
          onChange={(e) => set(key, e.target.value as never)}
          rows={opts.max && opts.max > 1000 ? 10 : 3}
        />
      ) : (
        <Input
          name={key}
          type={opts.type ?? "text"}
          value={String(values[key] ?? "")}
          maxLength={opts.max ?? 200}
          readOnly={locked.includes(key)}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </Field>
  );
  const toggle = (key: keyof SettingsForm, label: string) => (
    <label className="flex items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        name={key}
        className="h-5 w-5 accent-[hsl(var(--primary))]"
        checked={Boolean(values[key])}
        onChange={(e) => set(key, e.target.checked as never)}
      />
      {label}
    </label>
  );
  /**
   * One box of a list setting chosen by ticking (dispatch days, delivery countries): ticking adds `value` to the
   * list, unticking takes it out. The schema puts the saved list in order.
   */
  const choice = (key: ListKey, value: string | number, label: ReactNode) => {
    const chosen = (values[key] ?? []) as unknown[];
    const others = chosen.filter((v) => String(v) !== String(value));
    return (
      <label key={value} className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={key}
          value={value}
          className="h-5 w-5"
          checked={others.length < chosen.length}
          onChange={(e) => set(key, (e.target.checked ? [...others, value] : others) as never)}
        />
        {label}
      </label>
    );
  };
  /** A list setting edited entry by entry (ListEditor), its value and errors taken from `key`. */
  const list = <K extends ListKey>(
    key: K,
    options: ListOptions<ItemOf<K>>,
    renderItem: (item: ItemOf<K>, index: number, update: (item: ItemOf<K>) => void) => ReactNode,
  ) => (
    <ListEditor<ItemOf<K>>
      {...options}
      items={(values[key] ?? []) as ItemOf<K>[]}
      error={errors[key]}
      onChange={(items) => set(key, items as SettingsForm[K])}
      renderItem={renderItem}
    />
  );
  /** A list setting whose entries are short text fields side by side (navigation items, media logos). */
  const textRows = <K extends ListKey>(key: K, options: ListOptions<ItemOf<K>>, columns: TextColumn<ItemOf<K>>[]) =>
    list(key, options, (item, i, update) => (
      <div className="grid gap-3 sm:grid-cols-2">
        {columns.map(({ name, label, max, hint }) => (
          <Field key={name} label={label} error={errors[`${key}.${i}.${name}`]} hint={hint}>
            <Input
              name={`${key}[${i}].${name}`}
              value={String(item[name])}
              maxLength={max}
              onChange={(e) => update({ ...(item as Record<string, string>), [name]: e.target.value } as ItemOf<K>)}
            />
          </Field>
        ))}
      </div>
    ));
  const iconFeatures = (key: "featuresList" | "guaranteeFeatures", legend: string, itemLabel: string, max: number) =>
    list(
      key,
      { legend, itemLabel, max, newItem: (): IconFeature => ({ icon: "Package", title: "", description: "" }) },
      (item, i, update) => (
        <>
          <SelectField
            label="Icon"
            name={`${key}[${i}].icon`}
            value={item.icon}
            options={ICON_NAMES}
            onChange={(icon) => update({ ...item, icon: icon as IconFeature["icon"] })}
            error={errors[`${key}.${i}.icon`]}
          />
          <Field label="Title" error={errors[`${key}.${i}.title`]}>
            <Input
              name={`${key}[${i}].title`}
              value={item.title}
              maxLength={100}
              onChange={(e) => update({ ...item, title: e.target.value })}
            />
          </Field>
          <Field label="Description" error={errors[`${key}.${i}.description`]}>
            <Textarea
              name={`${key}[${i}].description`}
              value={item.description}
              maxLength={500}
              rows={2}
              onChange={(e) => update({ ...item, description: e.target.value })}
            />
          </Field>
        </>
      ),
    );

  const section = (title: string, children: ReactNode) => (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );

  return { values, errors, set, text, toggle, choice, list, textRows, iconFeatures, section };
}

export type SettingsFields = ReturnType<typeof settingsFields>;

function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 rounded-md border border-input bg-background px-3"
      >
        <OptionList values={options} />
      </select>
    </Field>
  );
}
