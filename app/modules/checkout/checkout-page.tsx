import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useCart } from "~/modules/cart/cart-context";
import type { DeliveryMethod } from "~/modules/cart/delivery";

import { CheckoutStepList, EMPTY_ADDRESS, type Address, type Step } from "./checkout-parts";
import type { ShippingAddress } from "./checkout.schema";
import { ContactStep } from "./contact-step";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { totals as priceTotals } from "./pricing";
import { ShippingStep } from "./shipping-step";
import { useCheckoutPayment } from "./use-checkout-payment";

// The three-step checkout (SPEC §2, §4 'Checkout'): Information, Shipping, Payment. This file holds
// the shopper's details and the step; each step is its own component, the payment its own hook.

const SAVED_DETAILS_KEY = "retro-shop-checkout-details";

export type CheckoutPageProps = {
  paymentMode: "stripe" | "test";
  stripePublishableKey: string;
  freeDeliveryThreshold: number;
  trustBadges: string[];
  guaranteeText: string;
};

export function CheckoutPage({
  paymentMode,
  stripePublishableKey,
  freeDeliveryThreshold,
  trustBadges,
  guaranteeText,
}: CheckoutPageProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>("info");
  const [email, setEmail] = useState("");
  const [emailOffers, setEmailOffers] = useState(false);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [saveInfo, setSaveInfo] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<DeliveryMethod>("standard");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnedPaymentId = searchParams.get("payment_intent");
  const checkout = useCheckoutPayment({
    active: step === "payment" && !returnedPaymentId && cart.items.length > 0,
    request: { email, emailOffers, shippingAddress: address, shippingMethod },
    returnedPaymentId,
    redirectFailed: searchParams.get("redirect_status") === "failed",
  });
  const { payment, finishing, completing } = checkout;

  // Details saved on this device last time ("Save this information for next time").
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(SAVED_DETAILS_KEY) ?? "null") as {
        email?: string;
        address?: Partial<Address>;
      } | null;
      if (saved) {
        setEmail(saved.email ?? "");
        setAddress((current) => ({ ...current, ...saved.address }));
        setSaveInfo(true);
      }
    } catch {
      // nothing usable saved
    }
  }, []);

  // An empty cart has nothing to check out: home (unless an order is just being completed).
  useEffect(() => {
    if (cart.hydrated && cart.items.length === 0 && !completing.current && !returnedPaymentId)
      navigate("/", { replace: true });
  }, [cart.hydrated, cart.items.length, completing, navigate, returnedPaymentId]);

  function goTo(next: Step) {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  // The shipping step passed its schema: keep the tidied address (postcode "LS1 1AA"), and remember it when asked.
  function continueToPayment(checked: ShippingAddress) {
    setAddress({ ...checked });
    try {
      if (saveInfo) window.localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify({ email, address: checked }));
      else window.localStorage.removeItem(SAVED_DETAILS_KEY);
    } catch {
      // storage unavailable: nothing is remembered
    }
    goTo("payment");
  }

  const edit = (name: keyof Address) => (value: string) => setAddress((current) => ({ ...current, [name]: value }));

  const estimate = payment?.totals ?? priceTotals(cart.subtotal, shippingMethod, freeDeliveryThreshold);

  if (!cart.hydrated || finishing || returnedPaymentId) {
    return (
      // As tall as the screen, like the checkout that replaces it, so the footer never jumps into view
      // when the cart (kept on this device, unknown to the server) is read: no layout shift.
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

      {/* minmax(0, 1fr): a long item name wraps instead of widening a phone's single column */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          {step === "info" ? (
            <ContactStep
              email={email}
              emailOffers={emailOffers}
              headingRef={headingRef}
              onEmail={setEmail}
              onEmailOffers={setEmailOffers}
              onContinue={() => goTo("shipping")}
            />
          ) : null}
          {step === "shipping" ? (
            <ShippingStep
              address={address}
              saveInfo={saveInfo}
              shippingMethod={shippingMethod}
              subtotal={cart.subtotal}
              freeDeliveryThreshold={freeDeliveryThreshold}
              headingRef={headingRef}
              edit={edit}
              onSaveInfo={setSaveInfo}
              onShippingMethod={setShippingMethod}
              onBack={() => goTo("info")}
              onContinue={continueToPayment}
            />
          ) : null}
          {step === "payment" ? (
            <PaymentStep
              email={email}
              address={address}
              shippingMethod={shippingMethod}
              paymentMode={paymentMode}
              stripePublishableKey={stripePublishableKey}
              checkout={checkout}
              headingRef={headingRef}
              onBack={() => goTo("shipping")}
            />
          ) : null}
        </div>

        <aside className="min-w-0">
          <OrderSummary
            lines={payment?.lines ?? cart.items}
            totals={estimate}
            onEditCart={cart.openCart}
            trustBadges={trustBadges}
            guaranteeText={guaranteeText}
          />
        </aside>
      </div>
    </div>
  );
}
