import { StorefrontRouteError } from "~/components/storefront/route-error";
import { unlistedPageMeta } from "~/lib/seo";
import { loadCheckoutStep } from "~/modules/checkout/checkout-route.server";
import { CheckoutStepRoute } from "~/modules/checkout/checkout-step-route";
import { FOCUSED_LAYOUT_HANDLE } from "~/modules/checkout/checkout-steps";
import { payCheckoutForm } from "~/modules/orders/browser-order.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/checkout-payment";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// /checkout/payment: the card payment, once contact and shipping are saved. The card form is paid in
// the browser; without JavaScript the test provider's form posts here and lands on the confirmation.
export const loader = (args: Route.LoaderArgs) => loadCheckoutStep("payment", args);
export const action = (args: Route.ActionArgs) => payCheckoutForm(args);

export const meta: Route.MetaFunction = () => unlistedPageMeta("Payment | Checkout | Retro Handhelds");

export const handle = FOCUSED_LAYOUT_HANDLE;

export const ErrorBoundary = StorefrontRouteError;

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutStepRoute loaderData={loaderData} paymentRefusal={actionData?.error} />;
}
