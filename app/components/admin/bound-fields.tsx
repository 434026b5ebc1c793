import { useState, type InputHTMLAttributes } from "react";

import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";

/** What ties a form field to its record and its error: its name, the value it starts from and its error message. */
export type BoundField = { name: string; defaultValue: string; error?: string };

/**
 * Binds an admin form's fields to the values they start from (the record being edited, or a new record's
 * defaults) and to the form's errors, so a field says its name once: `<TextField label="Title" {...field("title")} />`.
 * `fallback` is the value where the record holds none.
 */
export function bindFields<R extends object>(form: { fieldErrors: Record<string, string> }, values: R | undefined) {
  return (name: keyof R & string, fallback: string | number = ""): BoundField => ({
    name,
    defaultValue: String(values?.[name] ?? fallback),
    error: form.fieldErrors[name],
  });
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof BoundField>;

/** A labelled text input bound to its field; `rows` makes it a textarea. Other props go to the input. */
export function TextField({
  label,
  hint,
  error,
  rows,
  ...input
}: BoundField & InputProps & { label: string; hint?: string; rows?: number }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {rows ? <Textarea name={input.name} defaultValue={input.defaultValue} rows={rows} /> : <Input {...input} />}
    </Field>
  );
}

/**
 * The value of a field that shows it as it changes (a character count, a media preview): held by the parent
 * (`value` and `onChange`), or by the field itself from its `defaultValue`.
 */
export function useFieldValue({
  value,
  defaultValue = "",
  onChange,
}: {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  return [value ?? own, change] as const;
}
