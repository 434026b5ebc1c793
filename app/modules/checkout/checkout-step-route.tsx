import type { SubmissionResult } from "@conform-to/react";

import type { BasketCheckout } from "~/db/schema/baskets";
import type { ToastMessage } from "~/lib/toast-message";
import type { BasketView } from "~/modules/cart/basket.schema";
import type { DeliveryMethod } from "~/modules/cart/delivery";
import type { DeliveryOption } from "~/modules/settings/delivery-dates";
import { deliveryDestinations } from "~/modules/settings/delivery-destinations";
import { returnsBadges, returnsEmailLine } from "~/modules/settings/returns-policy";
import type { CHECKOUT_SETTINGS, SettingsView } from "~/modules/settings/settings-views";
import { useSettings } from "~/modules/settings/use-settings";

import { CheckoutPage } from "./checkout-page";
import type { StepId } from "./checkout-steps";

type StepLoaderData = {
  step: StepId;
  basket: BasketView;
  checkout: BasketCheckout;
  notice: ToastMessage | null;
  paymentMode: "stripe" | "test";
  settings: SettingsView<typeof CHECKOUT_SETTINGS>;
  delivery: Record<DeliveryMethod, DeliveryOption>;
};

/** One checkout page: what its loader read, and its form's refusal when the action sent one back. */
export function CheckoutStepRoute({
  loaderData,
  lastResult,
  paymentRefusal,
}: {
  loaderData: StepLoaderData;
  lastResult?: SubmissionResult<string[]>;
  paymentRefusal?: string;
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
      notice={loaderData.notice}
      paymentRefusal={paymentRefusal}
      paymentMode={loaderData.paymentMode}
      stripePublishableKey={settings.stripePublishableKey}
      freeDeliveryThreshold={shell.freeDeliveryThreshold}
      trustBadges={[...returnsBadges(settings), ...settings.checkoutTrustBadges]}
      guaranteeText={returnsEmailLine(settings)}
      countries={deliveryDestinations(settings)}
      delivery={loaderData.delivery}
    />
  );
}
