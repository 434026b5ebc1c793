import type { ToastMessage } from "~/lib/toast-message";

// SPEC §8's mailing-list toasts, word for word.
export const SUBSCRIBE_TOASTS = {
  success: { kind: "success", title: "Success!", description: "You've been added to our mailing list." },
  invalid: { kind: "error", title: "Invalid email", description: "Please enter a valid email address" },
  duplicate: { kind: "error", title: "Already subscribed", description: "This email is already on our mailing list." },
  failed: { kind: "error", title: "Error", description: "Something went wrong. Please try again." },
} satisfies Record<string, ToastMessage>;
