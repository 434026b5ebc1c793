import { useEffect } from "react";
import { showToast } from "./toaster";

/** A toast an action or fetcher asks for: SPEC §8's title and description. */
export type ToastMessage = { kind: "success" | "error" | "info"; title: string; description?: string };

/** Shows the toast once each time a new message object arrives (e.g. from useActionData). */
export function useToastMessage(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!message) return;
    void showToast(message);
  }, [message]);
}
