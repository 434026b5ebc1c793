import { StorefrontRouteError } from "~/components/storefront/route-error";
import { loadCheckoutStep } from "~/modules/checkout/checkout-route.server";
import { CheckoutStepRoute } from "~/modules/checkout/checkout-step-route";

import type { Route } from "./+types/checkout-payment";

// /checkout/payment: the card payment, once contact and shipping are saved.
export const loader = (args: Route.LoaderArgs) => loadCheckoutStep("payment", args);

export const meta: Route.MetaFunction = () => [
  { title: "Payment | Checkout | Retro Handhelds" },
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = StorefrontRouteError;

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  return <CheckoutStepRoute loaderData={loaderData} />;
}
