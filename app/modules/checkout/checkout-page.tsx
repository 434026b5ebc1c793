import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { BasketCheckout } from "~/db/schema/baskets";
import { changedOnScreen, useHydrating } from "~/lib/hydration";
import type { ToastMessage } from "~/lib/toast-message";
import { totals } from "~/modules/cart/basket-pricing";
import type { BasketView } from "~/modules/cart/basket.schema";
import { toCartItems, useCart } from "~/modules/cart/cart-context";
import { DELIVERY_METHODS, type DeliveryMethod } from "~/modules/cart/delivery";
import type { DeliveryOption } from "~/modules/settings/delivery-dates";

import { keepDraft, readDraft } from "./checkout-drafts";
import { CheckoutStepList, EMPTY_ADDRESS, type Address } from "./checkout-parts";
import { STEP_PATHS, type StepId } from "./checkout-steps";
import type { ShippingAddress } from "./checkout.schema";
import { ContactStep } from "./contact-step";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { ShippingStep } from "./shipping-step";
import { useCheckoutPayment } from "./use-checkout-payment";

// The three-step checkout (SPEC §2, §4 'Checkout'): Information, Shipping, Payment, each its own page
// and form (the route says which). This file holds the shopper's details, started from what the
// basket saved; each step is its own component, the payment its own hook.

const SAVED_DETAILS_KEY = "retro-shop-checkout-details";

export type CheckoutPageProps = {
  step: StepId;
  basket: BasketView;
  saved: BasketCheckout;
  lastResult?: SubmissionResult<string[]>;
  /** what a refused post flashed here (a step posted before the one it needs) */
  notice: ToastMessage | null;
  /** why the payment step's plain form was refused */
  paymentRefusal?: string;
  paymentMode: "stripe" | "test";
  stripePublishableKey: string;
  freeDeliveryThreshold: number;
  trustBadges: string[];
  guaranteeText: string;
  /** each method's name, working days and dates, from the delivery calculator */
  delivery: Record<DeliveryMethod, DeliveryOption>;
  /** the places the shop delivers to (settings) */
  countries: string[];
};

/**
 * What the shopper typed or picked in the step's form before the page hydrated (see useHydrating): the
 * page hydrates after its first paint, and those fields are what the shopper sees and means to send.
 */
function changedBeforeHydration(): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const name of ["email", ...Object.keys(EMPTY_ADDRESS)]) {
    const value = changedOnScreen(`form[data-checkout-step] [name="${name}"]`);
    if (value !== undefined) changed[name] = value;
  }
  const method = changedOnScreen('form[data-checkout-step] [name="shippingMethod"]:checked');
  if (method !== undefined) changed.shippingMethod = method;
  return changed;
}

/** A field's value: what was just refused, else what the basket saved, else the fallback. */
function initial(lastResult: SubmissionResult<string[]> | undefined, name: string, saved: string | undefined) {
  const entered = lastResult?.initialValue?.[name];
  return typeof entered === "string" ? entered : saved;
}

export function CheckoutPage({
  step,
  basket,
  saved,
  lastResult,
  notice,
  paymentRefusal,
  paymentMode,
  stripePublishableKey,
  freeDeliveryThreshold,
  trustBadges,
  guaranteeText,
  delivery,
  countries,
}: CheckoutPageProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hydrating = useHydrating();
  const [typed] = useState(() => (hydrating ? changedBeforeHydration() : {}));
  const typedBeforeHydration = Object.keys(typed).length > 0;
  const [email, setEmail] = useState(() => typed.email ?? initial(lastResult, "email", saved.contact?.email) ?? "");
  const [emailOffers, setEmailOffers] = useState(() =>
    lastResult ? lastResult.initialValue?.emailOffers === "on" : (saved.contact?.emailOffers ?? false),
  );
  const [address, setAddress] = useState<Address>(() => {
    const entries = Object.keys(EMPTY_ADDRESS).map((name) => {
      const value = typed[name] ?? initial(lastResult, name, saved.shipping?.[name as keyof Address]);
      return [name, value ?? EMPTY_ADDRESS[name as keyof Address]];
    });
    return Object.fromEntries(entries) as Address;
  });
  const [saveInfo, setSaveInfo] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<DeliveryMethod>(() => {
    const method = typed.shippingMethod ?? initial(lastResult, "shippingMethod", saved.shippingMethod);
    return DELIVERY_METHODS.find((m) => m === method) ?? "standard";
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnedPaymentId = searchParams.get("payment_intent");
  // the server's basket: the page's, then each answer of a change made on it or in the drawer
  const current = cart.basket ?? basket;
  const checkout = useCheckoutPayment({
    // a line to fix holds the payment: it is started once the fix is made
    active:
      step === "payment" &&
      !returnedPaymentId &&
      cart.items.length > 0 &&
      current.canCheckout &&
      current.lines.every((line) => line.priceChangedFrom === null),
    request: { email, emailOffers, shippingAddress: address, shippingMethod },
    returnedPaymentId,
    redirectFailed: searchParams.get("redirect_status") === "failed",
  });
  const { payment, finishing, completing } = checkout;

  const onServer = Boolean(saved.contact || saved.shipping);

  // A step opened from the one before starts at its heading, as the single-page checkout did.
  useEffect(() => {
    if (step !== "info") headingRef.current?.focus();
  }, [step]);

  // Details saved on this device last time ("Save this information for next time"), for a checkout
  // whose basket has not saved its own yet.
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(SAVED_DETAILS_KEY) ?? "null") as {
        email?: string;
        address?: Partial<Address>;
      } | null;
      if (stored) {
        setSaveInfo(true);
        if (!onServer && !typedBeforeHydration) {
          setEmail(stored.email ?? "");
          setAddress((current) => ({ ...current, ...stored.address }));
        }
      }
    } catch {
      // nothing usable saved
    }
  }, [onServer, typedBeforeHydration]);

  // The email and address typed but not yet sent (before a reload or a step back), unless the server just
  // answered with what was posted.
  useEffect(() => {
    if (lastResult || typedBeforeHydration) return;
    // the email only on its own step: the later ones show the one the basket saved
    const typedEmail = step === "info" ? readDraft("email") : null;
    const typedAddress = readDraft("address");
    if (typedEmail !== null) setEmail(typedEmail);
    if (typedAddress) setAddress(typedAddress);
  }, [lastResult, typedBeforeHydration, step]);

  // An empty cart has nothing to check out: home (unless an order is just being completed).
  useEffect(() => {
    if (cart.hydrated && cart.items.length === 0 && !completing.current && !returnedPaymentId)
      navigate("/", { replace: true });
  }, [cart.hydrated, cart.items.length, completing, navigate, returnedPaymentId]);

  // The shipping step passed its schema and posts: remember the tidied address when asked.
  function rememberDetails(checked: ShippingAddress) {
    keepDraft("address", null);
    try {
      if (saveInfo) window.localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify({ email, address: checked }));
      else window.localStorage.removeItem(SAVED_DETAILS_KEY);
    } catch {
      // storage unavailable: nothing is remembered
    }
  }

  const edit = (name: keyof Address) => (value: string) =>
    setAddress((current) => {
      const next = { ...current, [name]: value };
      keepDraft("address", next);
      return next;
    });

  // the basket as the server read it, until the cart in the browser (which follows the drawer's edits) is ready
  const view = (cart.hydrated ? cart.basket : null) ?? basket;
  // the lines its subtotal counts: one to fix is shown with its fix in the step, not summed here
  const lines = toCartItems({ ...view, lines: view.lines.filter((line) => !line.problem) });
  const { subtotal, discount } = view;
  // the pricing function's figures, with the delivery method being chosen on the shipping step
  const estimate =
    payment?.totals ?? totals(subtotal, shippingMethod, freeDeliveryThreshold, discount?.valid ? discount : null);

  if (finishing || returnedPaymentId) {
    return (
      // As tall as the screen, like the checkout it replaces, so the footer never jumps into view.
      <div className="flex min-h-screen items-center justify-center" role="status">
        <SpriteIcon name="LoaderCircle" className="h-8 w-8 animate-spin text-primary" />
        <span className="ml-3">{finishing ? "Confirming your order..." : "Loading checkout..."}</span>
      </div>
    );
  }

  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <CheckoutStepList step={step} />
      {notice ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive/40 p-3 text-sm font-medium">
          {notice.title}
        </p>
      ) : null}

      {/* minmax(0, 1fr): a long item name wraps instead of widening a phone's single column */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        {/* first on a phone, where it folds to its total; beside the form on a wide screen */}
        <aside className="min-w-0 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            lines={payment?.lines ?? lines}
            totals={estimate}
            discount={discount}
            redirectTo={STEP_PATHS[step]}
            onEditCart={cart.openCart}
            trustBadges={trustBadges}
            guaranteeText={guaranteeText}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {step === "info" ? (
            <ContactStep
              email={email}
              emailOffers={emailOffers}
              headingRef={headingRef}
              lastResult={lastResult}
              onEmail={(typed) => {
                setEmail(typed);
                keepDraft("email", typed);
              }}
              onEmailOffers={setEmailOffers}
              onContinue={() => keepDraft("email", null)}
            />
          ) : null}
          {step === "shipping" ? (
            <ShippingStep
              email={email}
              address={address}
              saveInfo={saveInfo}
              shippingMethod={shippingMethod}
              subtotal={subtotal}
              freeDeliveryThreshold={freeDeliveryThreshold}
              delivery={delivery}
              countries={countries}
              headingRef={headingRef}
              lastResult={lastResult}
              edit={edit}
              onSaveInfo={setSaveInfo}
              onShippingMethod={setShippingMethod}
              onContinue={rememberDetails}
            />
          ) : null}
          {step === "payment" ? (
            <PaymentStep
              email={email}
              address={address}
              delivery={delivery[shippingMethod]}
              paymentMode={paymentMode}
              stripePublishableKey={stripePublishableKey}
              checkout={checkout}
              basket={current}
              total={estimate.total}
              refusal={paymentRefusal}
              headingRef={headingRef}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
