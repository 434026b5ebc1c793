import { StorefrontRouteError } from "~/components/storefront/route-error";
import { formAction } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import { loadCheckoutStep, saveCheckoutStepForm } from "~/modules/checkout/checkout-route.server";
import { CheckoutStepRoute } from "~/modules/checkout/checkout-step-route";
import { FOCUSED_LAYOUT_HANDLE } from "~/modules/checkout/checkout-steps";
import { stepReply } from "~/modules/checkout/use-step-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/checkout-shipping";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// /checkout/shipping: the address and the delivery method, once the contact step is saved.
export const loader = (args: Route.LoaderArgs) => loadCheckoutStep("shipping", args);
export const action = formAction((args: Route.ActionArgs) => saveCheckoutStepForm("shipping", args));

export const meta: Route.MetaFunction = () => unlistedPageMeta("Shipping | Checkout | Retro Handhelds");

export const handle = FOCUSED_LAYOUT_HANDLE;

export const ErrorBoundary = StorefrontRouteError;

export default function CheckoutShipping({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutStepRoute loaderData={loaderData} lastResult={stepReply(actionData)} />;
}
