import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { useMemo, useRef, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";

import type { ActionResult } from "~/components/ui/use-action-feedback";
import { conformErrors, fieldErrorsOf } from "~/lib/form-input";

export type FormProblem = { title: "Validation Error" | "Error"; message: string } | null;

/**
 * What an admin form needs from its hook: Conform's form id and submit check, the problem to show, the errors per
 * field.
 */
export type AdminFormState = {
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problem: FormProblem;
  fieldErrors: Record<string, string>;
};

/**
 * The server's refusal as Conform's lastResult, so its field errors show under the fields (also without JavaScript).
 */
export function serverReply(result: ActionResult): SubmissionResult<string[]> | undefined {
  if (!result || result.ok) return undefined;
  return { status: "error", error: conformErrors(result.fieldErrors ?? {}) };
}

/**
 * An admin form on Conform: checked in the browser with the same zod schema the server checks with
 * (on submit, then again on every input), the server's answer fed back. A refusal in the browser
 * keeps the form unsent, toasts 'Validation Error' with the first problem and focuses its field
 * (`reveal` first puts that field on the page, e.g. opens its tab).
 */
export function useAdminForm(
  schema: z.ZodType,
  result: ActionResult,
  { reveal }: { reveal?: (name: string) => void } = {},
): AdminFormState {
  const checked = useRef<Submission<unknown> | null>(null);
  const lastResult = useMemo(() => serverReply(result), [result]);
  const [form] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Coercion off: the browser reads the form exactly as the server action does (the schemas take strings).
    onValidate: ({ formData }) => (checked.current = parseWithZod(formData, { schema, disableAutoCoercion: true })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    const submission = checked.current;
    // Conform's own re-checks while typing are submits too, with no status: only a real submit toasts.
    if (!event.defaultPrevented || submission?.status !== "error") return;
    const [name, messages] = Object.entries(submission.error ?? {}).find(([, m]) => m?.length) ?? [];
    toast.error("Validation Error", { description: messages?.[0] ?? "Please check the form." });
    if (name) reveal?.(name);
    focusField(event.currentTarget, name ?? "");
  }

  const fieldErrors = fieldErrorsOf(form.allErrors);
  const first = Object.values(fieldErrors)[0];
  const serverFailed = result && !result.ok && Object.keys(result.fieldErrors ?? {}).length === 0;
  const problem: FormProblem = first
    ? { title: "Validation Error", message: first }
    : serverFailed
      ? { title: "Error", message: result.error }
      : null;
  return { id: form.id, onSubmit, problem, fieldErrors };
}

/**
 * Takes keyboard and screen-reader users to the field at fault: by its name, or the n-th of a repeated
 * name ("features[2]" the third "features" input, "faqs[0].question" the first "question" input).
 */
function focusField(form: HTMLFormElement, name: string) {
  const [, list, index, item] = /^([^.[]+)\[(\d+)\](?:\.([^.[]+))?$/.exec(name) ?? [];
  const named = form.elements.namedItem(item ?? list ?? name.split(/[.[]/)[0]);
  const target = named instanceof RadioNodeList ? named[Number(index) || 0] : named;
  if (target instanceof HTMLElement && target.getAttribute("type") !== "hidden") target.focus();
}
