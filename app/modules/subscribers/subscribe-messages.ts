import { DomainError, type DomainErrorCode } from "~/lib/errors";
import type { ToastMessage } from "~/lib/toast-message";

// SPEC §8's mailing-list toasts, word for word.
export const SUBSCRIBE_TOASTS = {
  success: { kind: "success", title: "Success!", description: "You've been added to our mailing list." },
  invalid: { kind: "error", title: "Invalid email", description: "Please enter a valid email address" },
  duplicate: { kind: "error", title: "Already subscribed", description: "This email is already on our mailing list." },
  failed: { kind: "error", title: "Error", description: "Something went wrong. Please try again." },
} satisfies Record<string, ToastMessage>;

const REFUSALS: Partial<Record<DomainErrorCode, ToastMessage>> = {
  invalid_input: SUBSCRIBE_TOASTS.invalid,
  already_subscribed: SUBSCRIBE_TOASTS.duplicate,
};

/** The toast for a refused sign-up: SPEC's own for a bad or known address, else 'Error' with the reason. */
export function subscribeRefusal(err: unknown): ToastMessage {
  if (!(err instanceof DomainError)) return SUBSCRIBE_TOASTS.failed;
  return REFUSALS[err.code] ?? { ...SUBSCRIBE_TOASTS.failed, description: err.message };
}
