import type { SubmissionResult } from "@conform-to/react";

import type { BasketCheckout } from "~/db/schema/baskets";
import type { BasketView } from "~/modules/cart/basket.schema";
import type { CHECKOUT_SETTINGS, SettingsView } from "~/modules/settings/settings-views";
import { useSettings } from "~/modules/settings/use-settings";

import { CheckoutPage } from "./checkout-page";
import type { StepId } from "./checkout-steps";

type StepLoaderData = {
  step: StepId;
  basket: BasketView;
  checkout: BasketCheckout;
  paymentMode: "stripe" | "test";
  settings: SettingsView<typeof CHECKOUT_SETTINGS>;
};

/** One checkout page: what its loader read, and its form's refusal when the action sent one back. */
export function CheckoutStepRoute({
  loaderData,
  lastResult,
}: {
  loaderData: StepLoaderData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const shell = useSettings();
  const { settings } = loaderData;
  return (
    <CheckoutPage
      key={loaderData.step}
      step={loaderData.step}
      basket={loaderData.basket}
      saved={loaderData.checkout}
      lastResult={lastResult}
      paymentMode={loaderData.paymentMode}
      stripePublishableKey={settings.stripePublishableKey}
      freeDeliveryThreshold={shell.freeDeliveryThreshold}
      trustBadges={settings.checkoutTrustBadges}
      guaranteeText={settings.checkoutGuaranteeText}
    />
  );
}
