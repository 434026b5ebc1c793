import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { DELIVERY, type DeliveryMethod } from "~/modules/cart/delivery";

import type { CardFormProps } from "./card-payment";
import { BackButton, BackForm, StepHeading, type Address } from "./checkout-parts";
import { STEP_PATHS } from "./checkout-steps";
import { OrderTerms } from "./order-terms";
import { StripeCardForm } from "./stripe-card-form";
import { TestCardForm } from "./test-card-form";
import type { CheckoutPayment, Payment } from "./use-checkout-payment";

type PaymentStepProps = {
  email: string;
  address: Address;
  shippingMethod: DeliveryMethod;
  paymentMode: "stripe" | "test";
  stripePublishableKey: string;
  checkout: CheckoutPayment;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
};

/** Step 3: what is being ordered, then the card form for the payment the server started. */
export function PaymentStep({
  email,
  address,
  shippingMethod,
  paymentMode,
  stripePublishableKey,
  checkout,
  headingRef,
}: PaymentStepProps) {
  const { payment, paymentState, paymentError, setPaymentError, startPayment, finishOrder } = checkout;
  // what either card form is given for the payment the server started
  const cardFormProps = (started: Payment): CardFormProps => ({
    clientSecret: started.clientSecret,
    total: started.totals.total,
    onPaid: () => finishOrder(started.paymentIntentId),
    onAttempt: () => setPaymentError(""),
    onError: (message) => {
      setPaymentError(message);
      toast.error(message);
    },
  });
  return (
    <div className="flex flex-col gap-5">
      <StepHeading headingRef={headingRef}>Payment</StepHeading>
      <dl className="divide-y rounded-lg border text-sm">
        <div className="flex gap-3 p-3">
          <dt className="w-20 shrink-0 text-muted-foreground">Contact</dt>
          <dd className="min-w-0 break-words">{email}</dd>
        </div>
        <div className="flex gap-3 p-3">
          <dt className="w-20 shrink-0 text-muted-foreground">Ship to</dt>
          <dd className="min-w-0 break-words">
            {[address.streetAddress, address.apartment, address.city, address.postcode, address.country]
              .filter(Boolean)
              .join(", ")}
          </dd>
        </div>
        <div className="flex gap-3 p-3">
          <dt className="w-20 shrink-0 text-muted-foreground">Method</dt>
          <dd>
            {DELIVERY[shippingMethod].label} ({DELIVERY[shippingMethod].time})
          </dd>
        </div>
      </dl>
      {paymentError ? (
        <div
          role="alert"
          className={
            "flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm " +
            "font-medium text-destructive"
          }
        >
          <SpriteIcon name="CircleAlert" className="h-5 w-5 shrink-0" />
          <p>{paymentError}</p>
        </div>
      ) : null}
      {paymentState === "starting" ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <SpriteIcon name="LoaderCircle" className="h-5 w-5 animate-spin" /> Preparing secure payment...
        </p>
      ) : null}
      {paymentState === "failed" ? (
        <Button variant="outline" onClick={() => void startPayment()}>
          Try again
        </Button>
      ) : null}
      {payment && paymentMode === "test" ? (
        <TestCardForm paymentIntentId={payment.paymentIntentId} {...cardFormProps(payment)} />
      ) : null}
      {payment && paymentMode === "stripe" ? (
        <StripeCardForm publishableKey={stripePublishableKey} {...cardFormProps(payment)} />
      ) : null}
      <OrderTerms />
      <div>
        <BackButton form="checkout-back" />
        <BackForm id="checkout-back" to={STEP_PATHS.shipping} />
      </div>
    </div>
  );
}
