import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import type { loader as rootLoader } from "~/root";
import { CheckoutPage } from "~/modules/checkout/checkout-page";
import { paymentMode } from "~/modules/payments/payments.server";

// /checkout: which payment provider is live (never a secret); the rest comes from the cart and settings.
export async function loader({ context }: Route.LoaderArgs) {
  return { paymentMode: paymentMode(context.config) };
}

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Retro Handhelds" }, { name: "robots", content: "noindex" }];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  return (
    <CheckoutPage
      paymentMode={loaderData.paymentMode}
      stripePublishableKey={settings?.stripePublishableKey ?? ""}
      freeDeliveryThreshold={settings?.freeDeliveryThreshold ?? 5000}
      trustBadges={settings?.checkoutTrustBadges ?? []}
      guaranteeText={settings?.checkoutGuaranteeText ?? ""}
    />
  );
}
