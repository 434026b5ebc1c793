import { useEffect, useMemo, useRef } from "react";
import type { ToastMessage } from "~/lib/toast-message";
import { useToastMessage } from "./use-toast-message";

/** What an admin action answers: a success message, or toActionData's error shape. */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string> }
  | null
  | undefined;

/**
 * Turns an action's answer into SPEC §8's toasts ('Success' + message, 'Validation Error' for a
 * rejected field, 'Error' otherwise) and runs `onSuccess` once per successful answer.
 */
export function useActionFeedback(result: ActionResult, onSuccess?: () => void) {
  const message = useMemo<ToastMessage | null>(() => {
    if (!result) return null;
    if (result.ok) return { kind: "success", title: "Success", description: result.message };
    const invalid = Object.keys(result.fieldErrors ?? {}).length > 0;
    return { kind: "error", title: invalid ? "Validation Error" : "Error", description: result.error };
  }, [result]);
  useToastMessage(message);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (result?.ok) callback.current?.();
  }, [result]);
}
