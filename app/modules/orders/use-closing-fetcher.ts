import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { useFetcherToast, type ActionResult } from "~/components/ui/use-action-feedback";

/**
 * The order actions' toast: their dialogs show each refused field under it, so a refusal is headed
 * plain 'Error' (or its own title, e.g. 'Refund failed'), never 'Validation Error'.
 */
function useOrderActionToast(fetcher: { state: string; data: ActionResult }) {
  useFetcherToast(fetcher, { invalidTitle: "Error" });
}

/**
 * A fetcher for an order dialog: shows a refusal's toast and closes the dialog once a post has gone
 * through. A success answers a redirect back to the page, its toast with it (docs/routes.md), and
 * leaves the fetcher's data as it was: a post that brings no new answer succeeded, and the refusal
 * it leaves behind is spent, so the dialog opens clean next time.
 */
export function useClosingFetcher(onDone: () => void) {
  const fetcher = useFetcher<ActionResult>();
  useOrderActionToast(fetcher);
  const sent = useRef<{ before: ActionResult } | null>(null);
  const [spent, setSpent] = useState<ActionResult>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      sent.current ??= { before: fetcher.data };
      return;
    }
    if (!sent.current) return;
    const { before } = sent.current;
    sent.current = null;
    if (fetcher.data === before || fetcher.data?.ok) {
      setSpent(fetcher.data);
      onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);
  const result = fetcher.data === spent ? undefined : fetcher.data;
  return {
    fetcher,
    result,
    busy: fetcher.state !== "idle",
    errors: (result && !result.ok && result.fieldErrors) || {},
  };
}
