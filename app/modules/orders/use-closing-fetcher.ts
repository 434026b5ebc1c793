import { useEffect } from "react";
import { useFetcher } from "react-router";

import { useFetcherToast, type ActionResult } from "~/components/ui/use-action-feedback";

/**
 * The order actions' toast: their dialogs show each refused field under it, so a refusal is headed
 * plain 'Error' (or its own title, e.g. 'Refund failed'), never 'Validation Error'.
 */
export function useOrderActionToast(fetcher: { state: string; data: ActionResult }) {
  useFetcherToast(fetcher, { invalidTitle: "Error" });
}

/** A fetcher for an order dialog: shows the action's toast and closes the dialog after a success. */
export function useClosingFetcher(onDone: () => void) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data;
  useOrderActionToast(fetcher);
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) onDone();
  }, [fetcher.state, result, onDone]);
  return {
    fetcher,
    result,
    busy: fetcher.state !== "idle",
    errors: (result && !result.ok && result.fieldErrors) || {},
  };
}
