import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { fieldErrorsFrom } from "~/lib/validation";
import { useCart } from "~/modules/cart/cart-context";
import type { ShippingMethod } from "~/modules/cart/delivery";
import { CheckoutStepList, EMPTY_ADDRESS, type Address, type Step } from "./checkout-parts";
import { ContactSchema, ShippingAddressSchema } from "./checkout.schema";
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

export function CheckoutPage({ paymentMode, stripePublishableKey, freeDeliveryThreshold, trustBadges, guaranteeText }: CheckoutPageProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>("info");
  const [email, setEmail] = useState("");
  const [emailOffers, setEmailOffers] = useState(false);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [saveInfo, setSaveInfo] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>("standard");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
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
      const saved = JSON.parse(window.localStorage.getItem(SAVED_DETAILS_KEY) ?? "null") as { email?: string; address?: Partial<Address> } | null;
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
    if (cart.hydrated && cart.items.length === 0 && !completing.current && !returnedPaymentId) navigate("/", { replace: true });
  }, [cart.hydrated, cart.items.length, completing, navigate, returnedPaymentId]);

  function goTo(next: Step) {
    setErrors({});
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
  }

  function submitContact(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactSchema.safeParse({ email, emailOffers });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      focusFirstError();
      return;
    }
    goTo("shipping");
  }

  function submitShipping(event: FormEvent) {
    event.preventDefault();
    const parsed = ShippingAddressSchema.safeParse(address);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      focusFirstError();
      return;
    }
    setAddress({ ...parsed.data });
    try {
      if (saveInfo) window.localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify({ email, address: parsed.data }));
      else window.localStorage.removeItem(SAVED_DETAILS_KEY);
    } catch {
      // storage unavailable: nothing is remembered
    }
    goTo("payment");
  }

  const edit = (name: keyof Address) => (value: string) => {
    setAddress((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const estimate = payment?.totals ?? priceTotals(cart.subtotal, shippingMethod, freeDeliveryThreshold);

  if (!cart.hydrated || finishing || returnedPaymentId) {
    return (
      // As tall as the screen, like the checkout that replaces it, so the footer never jumps into view
      // when the cart (kept on this device, unknown to the server) is read: no layout shift.
      <div className="flex min-h-screen items-center justify-center" role="status">
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-primary" />
        <span className="ml-3">{finishing ? "Confirming your order..." : "Loading checkout..."}</span>
      </div>
    );
  }

  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <CheckoutStepList step={step} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div ref={formRef} className="min-w-0">
          {step === "info" ? (
            <ContactStep
              email={email}
              emailOffers={emailOffers}
              errors={errors}
              headingRef={headingRef}
              onEmail={(value) => {
                setEmail(value);
                setErrors(({ email: _cleared, ...rest }) => rest);
              }}
              onEmailOffers={setEmailOffers}
              onSubmit={submitContact}
            />
          ) : null}
          {step === "shipping" ? (
            <ShippingStep
              address={address}
              saveInfo={saveInfo}
              shippingMethod={shippingMethod}
              subtotal={cart.subtotal}
              freeDeliveryThreshold={freeDeliveryThreshold}
              errors={errors}
              headingRef={headingRef}
              edit={edit}
              onSaveInfo={setSaveInfo}
              onShippingMethod={setShippingMethod}
              onBack={() => goTo("info")}
              onSubmit={submitShipping}
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

        <aside>
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
