import { Link } from "react-router";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { BasketLines } from "~/modules/cart/basket-lines";
import type { BasketView } from "~/modules/cart/basket.schema";
import type { DeliveryOption } from "~/modules/settings/delivery-dates";

import type { CardFormProps } from "./card-payment";
import { BackButton, BackForm, StepHeading, type Address } from "./checkout-parts";
import { CheckoutReview } from "./checkout-review";
import { CARD_NEEDS_JAVASCRIPT, STEP_PATHS } from "./checkout-steps";
import { OrderTerms } from "./order-terms";
import { StripeCardForm } from "./stripe-card-form";
import { TestCardForm } from "./test-card-form";
import type { CheckoutPayment, Payment } from "./use-checkout-payment";

type PaymentStepProps = {
  email: string;
  address: Address;
  /** the chosen method's name and dates */
  delivery: DeliveryOption;
  paymentMode: "stripe" | "test";
  stripePublishableKey: string;
  checkout: CheckoutPayment;
  /** the basket as the server last answered (the page's, then each fix's) */
  basket: BasketView;
  /** the total the server prices the basket at, until the started payment says its own */
  total: number;
  /** why the plain form's post (without JavaScript) was refused */
  refusal?: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
};

/** Step 3: what is being ordered, then the card form for the payment the server started. */
export function PaymentStep({
  email,
  address,
  delivery,
  paymentMode,
  stripePublishableKey,
  checkout,
  basket,
  total,
  refusal,
  headingRef,
}: PaymentStepProps) {
  const { payment, paymentState, paymentError, setPaymentError, startPayment, recheck, undone, finishOrder } = checkout;
  // a line that cannot be bought, or whose new price the shopper has not seen yet, holds the payment
  const problems = basket.lines.filter((line) => line.problem || line.priceChangedFrom !== null);
  const fixes = problems.some((line) => line.problem)
    ? `Please fix ${problems.length === 1 ? "this item" : "these items"} to pay`
    : `Please check the new ${problems.length === 1 ? "price" : "prices"} to pay`;
  const error = paymentError || undone || refusal;
  // what either card form is given for the payment the server started
  const cardFormProps = (started: Payment | null): CardFormProps => ({
    clientSecret: started?.clientSecret ?? "",
    total: started?.totals.total ?? total,
    onPaid: () => (started ? finishOrder(started.paymentIntentId) : Promise.resolve()),
    onAttempt: () => setPaymentError(""),
    beforeCharge: () => (started ? recheck(started) : Promise.resolve(null)),
    onError: (message) => {
      setPaymentError(message);
      toast.error(message);
    },
  });
  return (
    <div className="flex flex-col gap-5">
      <StepHeading headingRef={headingRef}>Payment</StepHeading>
      <CheckoutReview email={email} address={address} delivery={delivery} />
      {problems.length ? (
        // each line that holds the payment, named, with its fix as forms (with or without JavaScript)
        <section aria-labelledby="payment-fixes" className="rounded-lg border border-destructive/40 p-3">
          <h3 id="payment-fixes" className="font-semibold">
            {fixes}
          </h3>
          <BasketLines basket={{ ...basket, lines: problems }} redirectTo={STEP_PATHS.payment} />
        </section>
      ) : null}
      {error ? (
        <div
          role="alert"
          className={
            "flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm " +
            "font-medium text-destructive"
          }
        >
          <SpriteIcon name="CircleAlert" className="h-5 w-5 shrink-0" />
          <div>
            <p>{error}</p>
            {/* a payment refunded (or refused) leaves the basket as it was: the way back to it */}
            {undone || refusal || paymentState === "refused" ? (
              <Link to="/cart" className="mt-1 inline-block underline">
                Back to your basket
              </Link>
            ) : null}
          </div>
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
      {!problems.length && !undone && paymentMode === "test" ? (
        <TestCardForm started={payment} {...cardFormProps(payment)} />
      ) : null}
      {!problems.length && !undone && paymentMode === "stripe" ? (
        <>
          <noscript>
            <p className="rounded-md border border-destructive/40 p-3 text-sm font-medium">{CARD_NEEDS_JAVASCRIPT}</p>
          </noscript>
          {payment ? <StripeCardForm publishableKey={stripePublishableKey} {...cardFormProps(payment)} /> : null}
        </>
      ) : null}
      <OrderTerms />
      <div>
        <BackButton form="checkout-back" />
        <BackForm id="checkout-back" to={STEP_PATHS.shipping} />
      </div>
    </div>
  );
}
