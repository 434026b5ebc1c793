import { useState, type FormEvent } from "react";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { formatCardNumber, formatExpiry } from "~/modules/payments/test-cards";

import { PayButton, usePaymentAttempt, type CardFormProps } from "./card-payment";

type TestCardFormProps = CardFormProps & { paymentIntentId: string };

/** The built-in test provider's card form (no Stripe key configured), plainly marked as test mode. */
export function TestCardForm({
  paymentIntentId,
  clientSecret,
  total,
  onPaid,
  onError,
  onAttempt,
  disabled,
}: TestCardFormProps) {
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const { processing, attempt } = usePaymentAttempt({ onPaid, onError, onAttempt });

  function pay(event: FormEvent) {
    event.preventDefault();
    void attempt(async () => {
      const response = await fetch("/api/checkout/test-card", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntentId, clientSecret, cardNumber, expiry, cvc }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        return { refused: body.error };
      }
    });
  }

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4" aria-label="Card payment">
      <div className="flex gap-3 rounded-md border border-accent bg-accent/15 p-3 text-sm" role="note">
        <SpriteIcon name="FlaskConical" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-bold">Test mode: no real payment will be taken.</p>
          <p>
            Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC. The card 4000 0000 0000 0002
            is declined.
          </p>
        </div>
      </div>
      <Field label="Card number">
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
          disabled={processing || disabled}
          required
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry date">
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            disabled={processing || disabled}
            required
          />
        </Field>
        <Field label="CVC">
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, "").slice(0, 4))}
            disabled={processing || disabled}
            required
          />
        </Field>
      </div>
      <PayButton total={total} processing={processing} disabled={disabled} />
    </form>
  );
}
