import { StorefrontRouteError } from "~/components/storefront/route-error";
import { formAction } from "~/lib/http.server";
import { loadCheckoutStep, saveCheckoutStepForm } from "~/modules/checkout/checkout-route.server";
import { CheckoutStepRoute } from "~/modules/checkout/checkout-step-route";
import { FOCUSED_LAYOUT_HANDLE } from "~/modules/checkout/checkout-steps";
import { stepReply } from "~/modules/checkout/use-step-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/checkout";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// /checkout: the first step, contact details. /checkout/shipping and /checkout/payment follow.
export const loader = (args: Route.LoaderArgs) => loadCheckoutStep("info", args);
export const action = formAction((args: Route.ActionArgs) => saveCheckoutStepForm("info", args));

// noindex stays: a checkout is no search result (Lighthouse's SEO score counts that against it).
export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Retro Handhelds" },
  { name: "description", content: "Secure checkout: your details, delivery and card payment in three steps." },
  { name: "robots", content: "noindex" },
];

// An error or a missing order keeps the storefront's header and footer around its message.
export const handle = FOCUSED_LAYOUT_HANDLE;

export const ErrorBoundary = StorefrontRouteError;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutStepRoute loaderData={loaderData} lastResult={stepReply(actionData)} />;
}
