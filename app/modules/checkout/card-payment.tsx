import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatPrice } from "~/lib/money";

// What the two card forms (the test provider's and Stripe's) have in common: what the payment step
// gives them, one payment attempt at a time, and the Pay button.

export type CardFormProps = {
  clientSecret: string;
  total: number;
  /** called once the payment was taken; resolves when the order is confirmed */
  onPaid: () => Promise<void>;
  onError: (message: string) => void;
  /** a new attempt begins: the last attempt's error no longer applies */
  onAttempt: () => void;
  /** just before the card is charged: a reason not to charge it (the basket changed), or null */
  beforeCharge?: () => Promise<string | null>;
  disabled?: boolean;
};

const PAYMENT_FAILED = "Payment failed. Please try again.";

/**
 * `attempt(take)` runs one payment: `take` returns a refusal (its message may be empty) or nothing
 * when the money was taken. A double click pays once; `processing` is true meanwhile.
 */
export function usePaymentAttempt({
  onPaid,
  onError,
  onAttempt,
  beforeCharge,
}: Pick<CardFormProps, "onPaid" | "onError" | "onAttempt" | "beforeCharge">) {
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);

  async function attempt(take: () => Promise<{ refused: string | undefined } | void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    onAttempt();
    try {
      // prices and stock are checked again before any charge
      const held = beforeCharge ? await beforeCharge() : null;
      if (held) return onError(held);
      const outcome = await take();
      if (outcome) onError(outcome.refused || PAYMENT_FAILED);
      else await onPaid();
    } catch {
      onError(PAYMENT_FAILED);
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return { processing, attempt };
}

export function PayButton({ total, processing, disabled }: { total: number; processing: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={processing || disabled} aria-busy={processing}>
      {processing ? (
        <SpriteIcon name="LoaderCircle" className="h-5 w-5 animate-spin" />
      ) : (
        <SpriteIcon name="Lock" className="h-5 w-5" />
      )}
      {processing ? "Processing..." : `Pay ${formatPrice(total)}`}
    </Button>
  );
}
