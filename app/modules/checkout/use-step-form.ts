import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { z } from "zod";

import type { ActionResult } from "~/components/ui/use-action-feedback";
import { conformErrors, fieldErrorsOf } from "~/lib/form-input";

/**
 * A step action's refusal (`toActionData`'s answer) as Conform's lastResult: each field's message, or the form's
 * own when no field is at fault, and the values typed (`details.entered`), shown again without JavaScript too.
 */
export function stepReply(answer: ActionResult | undefined): SubmissionResult<string[]> | undefined {
  if (!answer || answer.ok) return undefined;
  const fieldErrors = Object.keys(answer.fieldErrors ?? {}).length ? answer.fieldErrors : { _: answer.error };
  const entered = answer.details?.entered as SubmissionResult<string[]>["initialValue"];
  return { status: "error", error: conformErrors(fieldErrors ?? {}), ...(entered ? { initialValue: entered } : {}) };
}

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
    // Coercion off: the browser reads the form exactly as the server action does (formInput).
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
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
