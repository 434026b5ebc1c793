import { StorefrontRouteError } from "~/components/storefront/route-error";
import { CheckoutPage } from "~/modules/checkout/checkout-page";
import { paymentMode } from "~/modules/payments/payments.server";
import { CHECKOUT_SETTINGS } from "~/modules/settings/settings-views";
import { getSettingsView } from "~/modules/settings/settings.server";
import { useSettings } from "~/modules/settings/use-settings";

import type { Route } from "./+types/checkout";

// /checkout: which payment provider is live (never a secret); the rest comes from the cart and settings.
export async function loader({ context }: Route.LoaderArgs) {
  return { paymentMode: paymentMode(context.config), settings: await getSettingsView(context.db, CHECKOUT_SETTINGS) };
}

// noindex stays: a checkout is no search result (Lighthouse's SEO score counts that against it).
export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Retro Handhelds" },
  { name: "description", content: "Secure checkout: your details, delivery and card payment in three steps." },
  { name: "robots", content: "noindex" },
];

// An error or a missing order keeps the storefront's header and footer around its message.
export const ErrorBoundary = StorefrontRouteError;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const shell = useSettings();
  const { settings } = loaderData;
  return (
    <CheckoutPage
      paymentMode={loaderData.paymentMode}
      stripePublishableKey={settings.stripePublishableKey}
      freeDeliveryThreshold={shell.freeDeliveryThreshold}
      trustBadges={settings.checkoutTrustBadges}
      guaranteeText={settings.checkoutGuaranteeText}
    />
  );
}
