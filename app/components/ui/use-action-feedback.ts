import { useMemo } from "react";

import type { ToastMessage } from "~/lib/toast-message";

import { showToast } from "./toaster";
import { useFetcherAnswer } from "./use-fetcher-answer";
import { useToastMessage } from "./use-toast-message";

/**
 * What every admin form action answers: a success message, or toActionData's error shape. `title`
 * names a refusal SPEC gives its own heading (e.g. 'Refund failed').
 */
export type ActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string>;
      title?: string;
      /** what the form needs to recover, e.g. an edit conflict's current values */
      details?: Record<string, unknown>;
    }
  | null
  | undefined;

/**
 * SPEC §8's toast for an action's answer: 'Success' + message; a refusal under its own title, else
 * `invalidTitle` when a field was rejected, else 'Error'.
 */
export function actionToast(result: ActionResult, invalidTitle = "Validation Error"): ToastMessage | null {
  if (!result) return null;
  if (result.ok) return { kind: "success", title: "Success", description: result.message };
  const invalid = Object.keys(result.fieldErrors ?? {}).length > 0;
  return { kind: "error", title: result.title ?? (invalid ? invalidTitle : "Error"), description: result.error };
}

/**
 * Shows the action's toast (actionToast), for a form whose answer is the page's action data
 * (useActionData): a refusal, since a success redirects with its toast (docs/routes.md). A fetcher's
 * answers: useFetcherToast.
 */
export function useActionFeedback(result: ActionResult) {
  useToastMessage(useMemo(() => actionToast(result), [result]));
}

/**
 * actionToast for each answer a fetcher brings, once (useFetcherAnswer). `failuresOnly` for an action
 * whose success shows in the page itself; `invalidTitle` as for actionToast.
 */
export function useFetcherToast(
  fetcher: { state: string; data: ActionResult },
  { failuresOnly = false, invalidTitle }: { failuresOnly?: boolean; invalidTitle?: string } = {},
) {
  useFetcherAnswer(fetcher, (result) => {
    const toast = failuresOnly && result?.ok ? null : actionToast(result, invalidTitle);
    if (toast) void showToast(toast);
  });
}
