import { useState, type FormEvent } from "react";
import { Form } from "react-router";

import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useHydrating, valueOnScreen } from "~/lib/hydration";
import { useHydrated } from "~/modules/cart/basket-form";
import { formatCardNumber, formatExpiry } from "~/modules/payments/test-cards";

import { PayButton, usePaymentAttempt, type CardFormProps } from "./card-payment";

type TestCardFormProps = Omit<CardFormProps, "clientSecret"> & {
  /** the payment the page's script started; without it (no JavaScript yet) the form posts to the step */
  started: { paymentIntentId: string; clientSecret: string } | null;
};

const FORM_LABEL = "Card payment";
/** A field as the shopper typed it before the page hydrated (see useHydrating), else empty. */
const typed = (hydrating: boolean, name: string) =>
  (hydrating ? valueOnScreen(`form[aria-label="${FORM_LABEL}"] input[name="${name}"]`) : undefined) ?? "";

/**
 * The built-in test provider's card form (no Stripe key configured), plainly marked as test mode. With
 * the page's script it pays the started payment in the browser; before that (or without JavaScript) it
 * is a plain form posted to the payment step, which pays the basket on the server.
 */
export function TestCardForm({ started, total, onPaid, onError, onAttempt, disabled }: TestCardFormProps) {
  const hydrating = useHydrating();
  // with the script running, the card is paid in the browser once its payment has started
  const waiting = useHydrated() && !started;
  const [cardNumber, setCardNumber] = useState(() => typed(hydrating, "cardNumber"));
  const [expiry, setExpiry] = useState(() => typed(hydrating, "expiry"));
  const [cvc, setCvc] = useState(() => typed(hydrating, "cvc"));
  const { processing, attempt } = usePaymentAttempt({ onPaid, onError, onAttempt });

  function pay(event: FormEvent) {
    if (!started) return; // the form posts to the step's action
    event.preventDefault();
    const { paymentIntentId, clientSecret } = started;
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
    <Form method="post" onSubmit={pay} noValidate className="flex flex-col gap-4" aria-label={FORM_LABEL}>
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
          name="cardNumber"
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
            name="expiry"
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
            name="cvc"
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
      <PayButton total={total} processing={processing} disabled={disabled || waiting} />
    </Form>
  );
}
