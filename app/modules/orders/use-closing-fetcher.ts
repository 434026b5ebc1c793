import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToastMessage } from "~/components/ui/use-toast-message";
import type { ToastMessage } from "~/lib/toast-message";

/** What the order actions answer: a toast, and per-field messages when the input was refused. */
export type OrderActionResult = { ok: boolean; toast: ToastMessage; fieldErrors: Record<string, string> };

/** A fetcher for an order dialog: shows the action's toast and closes the dialog after a success. */
export function useClosingFetcher(onDone: () => void) {
  const fetcher = useFetcher<OrderActionResult>();
  const result = fetcher.data;
  useToastMessage(result?.toast);
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) onDone();
  }, [fetcher.state, result, onDone]);
  return { fetcher, result, busy: fetcher.state !== "idle", errors: result && !result.ok ? result.fieldErrors : {} };
}
