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

/** The card's three fields, each formatted as the shopper types it. */
const CARD_FIELDS = {
  cardNumber: {
    label: "Card number",
    autoComplete: "cc-number",
    placeholder: "1234 1234 1234 1234",
    format: formatCardNumber,
  },
  expiry: { label: "Expiry date", autoComplete: "cc-exp", placeholder: "MM / YY", format: formatExpiry },
  cvc: {
    label: "CVC",
    autoComplete: "cc-csc",
    placeholder: "123",
    maxLength: 4,
    format: (value: string) => value.replace(/\D/g, "").slice(0, 4),
  },
};
type CardFieldName = keyof typeof CARD_FIELDS;

function CardField({
  name,
  value,
  onValue,
  disabled,
}: {
  name: CardFieldName;
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
}) {
  const { label, format, ...input } = CARD_FIELDS[name];
  return (
    <Field label={label}>
      <Input
        inputMode="numeric"
        name={name}
        {...input}
        value={value}
        onChange={(e) => onValue(format(e.target.value))}
        disabled={disabled}
        required
      />
    </Field>
  );
}

/**
 * The built-in test provider's card form (no Stripe key configured), plainly marked as test mode. With
 * the page's script it pays the started payment in the browser; before that (or without JavaScript) it
 * is a plain form posted to the payment step, which pays the basket on the server.
 */
export function TestCardForm({ started, total, disabled, ...callbacks }: TestCardFormProps) {
  const hydrating = useHydrating();
  // with the script running, the card is paid in the browser once its payment has started
  const waiting = useHydrated() && !started;
  const [card, setCard] = useState(() => ({
    cardNumber: typed(hydrating, "cardNumber"),
    expiry: typed(hydrating, "expiry"),
    cvc: typed(hydrating, "cvc"),
  }));
  const { processing, attempt } = usePaymentAttempt(callbacks);

  function pay(event: FormEvent) {
    if (!started) return; // the form posts to the step's action
    event.preventDefault();
    const { paymentIntentId, clientSecret } = started;
    void attempt(async () => {
      const response = await fetch("/api/checkout/test-card", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntentId, clientSecret, ...card }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        return { refused: body.error };
      }
    });
  }

  const cardField = (name: CardFieldName) => (
    <CardField
      name={name}
      value={card[name]}
      onValue={(value) => setCard((current) => ({ ...current, [name]: value }))}
      disabled={processing || disabled}
    />
  );

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
      {cardField("cardNumber")}
      <div className="grid grid-cols-2 gap-4">
        {cardField("expiry")}
        {cardField("cvc")}
      </div>
      <PayButton total={total} processing={processing} disabled={disabled || waiting} />
    </Form>
  );
}
