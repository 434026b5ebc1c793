import { useEffect } from "react";

import type { ToastMessage } from "~/lib/toast-message";

import { showToast } from "./toaster";

/** Shows the toast once each time a new message object arrives (e.g. from useActionData). */
export function useToastMessage(message: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!message) return;
    void showToast(message);
  }, [message]);
}
