// Reading submitted form fields as text, for the *FormValues mappers (files are not text).

/** One field's text, or undefined when absent or a file. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** Every value of a repeated field, in order; a file counts as "". */
export function formTexts(form: FormData, name: string): string[] {
  return form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
}
