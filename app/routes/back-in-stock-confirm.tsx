import { ConfirmAddressPage } from "~/components/storefront/confirm-address-page";
import { confirmLinkRoute } from "~/lib/confirm-link.server";
import { unlistedPageMeta } from "~/lib/seo";
import { confirmBackInStock, isBackInStockConfirmToken } from "~/modules/alerts/back-in-stock-confirm.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/back-in-stock-confirm";

// The confirmation link of "Email me when it's back" (double opt-in): the request counts once its owner
// presses the button here.

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

const link = confirmLinkRoute(isBackInStockConfirmToken, confirmBackInStock);
export const loader = link.loader;
export const action = link.action;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Confirm your back-in-stock email");

export default function BackInStockConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConfirmAddressPage
      title="Confirm your back-in-stock email"
      question="Email this address once when the item is back in stock? We delete it as soon as we have."
      done="Thank you: we'll email you once when it's back in stock."
      valid={loaderData.valid}
      answer={actionData}
    />
  );
}
