import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";

import { PayButton, usePaymentAttempt, type CardFormProps } from "./card-payment";

// Stripe's Payment Element, loaded from js.stripe.com with the publishable key from settings and
// confirmed in place; 3-D Secure redirects back to /checkout, which finishes the order there.

type StripeElements = { create(type: "payment"): { mount(el: HTMLElement): void; destroy(): void } };
type StripeJs = {
  elements(options: { clientSecret: string; appearance?: object }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
};
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let stripeScript: Promise<void> | undefined;
function loadStripeScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  stripeScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/v3/";
    script.async = true;
    script.onload = () => (window.Stripe ? resolve() : reject(new Error("Stripe.js missing")));
    script.onerror = () => {
      stripeScript = undefined;
      reject(new Error("Stripe.js failed to load"));
    };
    document.head.appendChild(script);
  });
  return stripeScript;
}

type StripeCardFormProps = CardFormProps & { publishableKey: string };

export function StripeCardForm({ publishableKey, clientSecret, total, disabled, ...callbacks }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const { processing, attempt } = usePaymentAttempt(callbacks);
  // onError is a fresh function each render; the element depends only on the key and the secret.
  const reportError = useEffectEvent((message: string) => callbacks.onError(message));

  useEffect(() => {
    if (!publishableKey) {
      setState("failed");
      reportError("Stripe is not configured. Please contact support.");
      return;
    }
    let cancelled = false;
    let element: { destroy(): void } | undefined;
    loadStripeScript()
      .then(() => {
        if (cancelled || !mountRef.current || !window.Stripe) return;
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe" } });
        const payment = elements.create("payment");
        payment.mount(mountRef.current);
        element = payment;
        stripeRef.current = { stripe, elements };
        setState("ready");
      })
      .catch(() => {
        if (cancelled) return;
        setState("failed");
        reportError("Failed to load payment system.");
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  function pay(event: FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded) return;
    void attempt(async () => {
      const result = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: `${window.location.origin}/checkout` },
        redirect: "if_required",
      });
      if (result.error) return { refused: result.error.message };
    });
  }

  return (
    <form onSubmit={pay} className="flex flex-col gap-4" aria-label="Card payment">
      <div ref={mountRef} className="min-h-24" />
      {state === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <SpriteIcon name="LoaderCircle" className="h-4 w-4 animate-spin" /> Loading secure payment form...
        </p>
      ) : null}
      <PayButton total={total} processing={processing} disabled={state !== "ready" || disabled} />
    </form>
  );
}
