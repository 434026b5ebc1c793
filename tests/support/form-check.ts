import { parseWithZod } from "@conform-to/zod/v4";

// Form schema tests: a FormData as a browser posts it, and the check the browser runs before sending
// (useAdminForm's parseWithZod; the server action hands the same shaping to the module's schema).

/** A FormData from fields; a list is a repeated name, in order. */
export function formOf(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

/** The browser's check of a form against its schema, as useAdminForm runs it. */
export const browserCheck = (schema: Parameters<typeof parseWithZod>[1]["schema"], data: FormData) =>
  parseWithZod(data, { schema, disableAutoCoercion: true });

/** The browser's refusal as Conform names it (field name -> messages), or null when the form passes. */
export function browserErrors(schema: Parameters<typeof browserCheck>[0], data: FormData) {
  const submission = browserCheck(schema, data);
  return submission.status === "success" ? null : submission.error;
}
