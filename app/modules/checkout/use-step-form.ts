import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { z } from "zod";

import { fieldErrorsOf } from "~/lib/form-input";

/**
 * One checkout step's form on Conform: checked with the checkout schema the server also uses, on
 * submit only. A refusal (the browser's, or the server's `lastResult`) shows each field's message and
 * focuses the first field at fault; a field's message clears as soon as it is edited (SPEC §5) and is
 * checked again at the next submit. A form that passes posts to its step's action; `onContinue` gets
 * the parsed values first.
 */
export function useStepForm<S extends z.ZodType>(
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
  onContinue?: (value: z.output<S>) => void,
) {
  const [form] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(_event, { submission }) {
      if (submission?.status === "success") onContinue?.(submission.value as z.output<S>);
    },
  });
  const errors = fieldErrorsOf(form.allErrors);
  return {
    id: form.id,
    errors,
    onSubmit: (event: FormEvent<HTMLFormElement>) => form.onSubmit(event),
    /** Call when a field changes: its message goes until the next submit. */
    edited(name: string) {
      if (errors[name]) form.update({ name, validated: false });
    },
  };
}
