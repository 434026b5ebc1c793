import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldErrorsFrom } from "~/lib/validation";
import type { ActionResult } from "./use-action-feedback";

type Problem = { title: "Validation Error" | "Error"; message: string; fieldErrors: Record<string, string> };

/**
 * Checks a form with its zod schema before it is sent (the server checks again with the same one).
 * A refusal shows the first problem as a 'Validation Error' toast and keeps the form unsent.
 * `problem` is the client's finding, else the server's last refusal.
 */
export function useSchemaForm(schema: z.ZodType, toValues: (form: FormData) => unknown, server: ActionResult) {
  const [client, setClient] = useState<Problem | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(toValues(new FormData(event.currentTarget)));
    if (result.success) {
      setClient(null);
      return;
    }
    event.preventDefault();
    const fieldErrors = fieldErrorsFrom(result.error.issues);
    const message = result.error.issues[0]?.message ?? "Please check the form.";
    setClient({ title: "Validation Error", message, fieldErrors });
    toast.error("Validation Error", { description: message });
    // Take keyboard and screen-reader users to the first field at fault, when it has a plain name.
    const path = result.error.issues[0]?.path ?? [];
    const named = event.currentTarget.elements.namedItem(String(path[0] ?? ""));
    const target = named instanceof RadioNodeList ? named[Number(path[1]) || 0] : named;
    if (target instanceof HTMLElement && target.getAttribute("type") !== "hidden") target.focus();
  }
  const serverProblem: Problem | null =
    server && !server.ok
      ? { title: Object.keys(server.fieldErrors ?? {}).length > 0 ? "Validation Error" : "Error", message: server.error, fieldErrors: server.fieldErrors ?? {} }
      : null;
  const problem = client ?? serverProblem;
  return { onSubmit, problem, fieldErrors: problem?.fieldErrors ?? {} };
}
