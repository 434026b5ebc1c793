import type { FormEvent } from "react";
import type { z } from "zod";

/**
 * A fetcher form's submit: the form is checked with a schema loaded on first use (keeping the schema, and zod,
 * out of the page's first load), `onChecked` hears its first problem (or undefined), and only a form that
 * passes is posted.
 */
export function checkThenSubmit(
  fetcher: { submit: (form: HTMLFormElement) => Promise<void> },
  loadSchema: () => Promise<z.ZodType>,
  onChecked: (problem: string | undefined) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadSchema().then((schema) => {
      const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
      const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
      onChecked(problem);
      if (!problem) void fetcher.submit(form);
    });
  };
}
